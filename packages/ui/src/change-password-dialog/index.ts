export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ChangePasswordField,
} from './change-password-dialog';
