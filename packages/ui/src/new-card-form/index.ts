export { type NewCardField, NewCardForm, type NewCardFormProps } from './new-card-form';
