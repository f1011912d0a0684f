import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from './store';

export interface AppProviderProps {
  store: AppStore;
  /** The state the server rendered the page from: hydration reads it instead of the store's. */
  serverState?: RootState;
  children: ReactNode;
}

export function AppProvider({ store, serverState, children }: AppProviderProps) {
  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}
