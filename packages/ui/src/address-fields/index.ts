export { type AddressField, AddressFields, type AddressFieldsProps } from './address-fields';
