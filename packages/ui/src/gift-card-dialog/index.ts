export {
  type GiftCardCardField,
  GiftCardDialog,
  type GiftCardDialogProps,
  type GiftCardDialogView,
  type GiftCardField,
  type GiftCardPayment,
} from './gift-card-dialog';
