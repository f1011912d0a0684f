export { Ltr, type LtrProps } from './ltr';
export { MessagesProvider, type MessagesProviderProps, useLanguage, useMessages } from './messages-provider';
