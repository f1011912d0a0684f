export { AddressDialog, type AddressDialogProps, type AddressField } from './address-dialog';
