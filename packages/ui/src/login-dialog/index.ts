export { LoginDialog, type LoginDialogProps, type LoginField } from './login-dialog';
