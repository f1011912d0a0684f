export { type OrderLookupField, OrderLookupForm, type OrderLookupFormProps } from './order-lookup-form';
