import type { Language } from '@bookshop/i18n/core';
import { MessagesProvider } from '@bookshop/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from './store';

export interface AppProviderProps {
  store: AppStore;
  /** The state the server rendered the page from: hydration reads it instead of the store's. */
  serverState?: RootState;
  /** The page's language (its catalogue already registered); English when not given. */
  language?: Language;
  children: ReactNode;
}

export function AppProvider({ store, serverState, language = 'en', children }: AppProviderProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <MessagesProvider language={language}>{children}</MessagesProvider>
    </Provider>
  );
}
