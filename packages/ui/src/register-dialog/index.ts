export { RegisterDialog, type RegisterDialogProps, type RegisterField } from './register-dialog';
