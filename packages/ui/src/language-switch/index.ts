export { LanguageSwitch, type LanguageSwitchProps, otherLanguage } from './language-switch';
