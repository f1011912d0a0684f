export { AddressCards, type AddressCardsProps } from './address-cards';
