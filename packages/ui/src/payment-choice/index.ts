export {
  PAYMENT_CHOICE_METHODS,
  PaymentChoice,
  type PaymentChoiceLabel,
  type PaymentChoiceMethod,
  type PaymentChoiceProps,
} from './payment-choice';
