export {
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
  type ForgotPasswordField,
} from './forgot-password-dialog';
