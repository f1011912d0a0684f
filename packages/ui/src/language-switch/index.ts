export { LanguageOffer, type LanguageOfferProps } from './language-offer';
export { LanguageSwitch, type LanguageSwitchProps, otherLanguage } from './language-switch';
