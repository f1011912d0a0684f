export { CancelOrderDialog, type CancelOrderDialogProps } from './cancel-order-dialog';
