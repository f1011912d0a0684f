export {
  PAYMENT_FAILED_TEXT,
  type PaymentFailedChoice,
  PaymentFailedDialog,
  type PaymentFailedDialogProps,
} from './payment-failed-dialog';
