export {
  ResetPasswordDialog,
  type ResetPasswordDialogProps,
  type ResetPasswordField,
} from './reset-password-dialog';
