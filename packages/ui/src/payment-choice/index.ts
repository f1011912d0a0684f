export {
  PAYMENT_CHOICE_METHODS,
  PaymentChoice,
  type PaymentChoiceMethod,
  type PaymentChoiceProps,
} from './payment-choice';
