import { createMessages, type Language, type Messages } from '@bookshop/i18n/core';
import { createContext, type ReactNode, useContext } from 'react';

const MessagesContext = createContext<Messages | null>(null);

export interface MessagesProviderProps {
  /**
   * The language every component below words itself in. Its catalogue must be registered first
   * (`registerCatalogue` from `@bookshop/i18n/core`, or importing `@bookshop/i18n` for both).
   */
  language: Language;
  children: ReactNode;
}

/** Supplies the shop's messages in one language to every component below it. */
export function MessagesProvider({ language, children }: MessagesProviderProps) {
  return <MessagesContext.Provider value={createMessages(language)}>{children}</MessagesContext.Provider>;
}

/**
 * The shop's messages in the language in effect: `t.format('header.cart')`, `t.rupees(1500)`.
 * Outside any provider, English (its catalogue must still be registered), so a component used on
 * its own reads as the spec has it.
 */
export function useMessages(): Messages {
  return useContext(MessagesContext) ?? createMessages('en');
}

/** The language in effect (see {@link useMessages}). */
export function useLanguage(): Language {
  return useMessages().language;
}
