export {
  type GiftCardCardField,
  GiftCardDialog,
  type GiftCardDialogProps,
  type GiftCardDialogView,
  type GiftCardField,
} from './gift-card-dialog';
