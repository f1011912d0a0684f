export { DeleteAccountDialog, type DeleteAccountDialogProps } from './delete-account-dialog';
