export { PhoneField, type PhoneFieldProps, phoneCharacters } from './phone-field';
