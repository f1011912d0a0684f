export { LanguageOffer, type LanguageOfferProps } from './language-offer';
