import { type ApiExtra, baseApi } from '@bookshop/api-client';
import { initialCheckoutState } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n/core';
import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { checkoutSlice } from '../features/checkout/checkout-slice';
import { loadGuestEmail, storeGuestEmail } from '../features/checkout/guest-email-storage';
import { dialogsSlice } from './dialogs/dialogs-slice';
import { toastsSlice } from './dialogs/toasts-slice';
import { currentToken, guestTokenIssued, sessionSlice } from './session/session-slice';
import { loadStoredSession, storeSession } from './session/session-storage';
import { sessionCleared } from './session/session-thunks';

const rootReducer = combineReducers({
  [sessionSlice.name]: sessionSlice.reducer,
  [dialogsSlice.name]: dialogsSlice.reducer,
  [toastsSlice.name]: toastsSlice.reducer,
  [checkoutSlice.name]: checkoutSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** How API calls are made; the server rendering a page answers them from its own handlers. */
  fetch?: typeof fetch;
  /** The page's language, named in every API call (the server words its refusals in it). */
  language?: Language;
}

/** Builds the store; tests pass their own preloaded state, the app the stored session. */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  // The api-client's session seam reads and changes the session only through these.
  const extra: ApiExtra = {
    getAuthToken: () => currentToken(store.getState().session),
    getTokenKind: () => {
      const { token, guestToken } = store.getState().session;
      return token ? 'user' : guestToken ? 'guest' : null;
    },
    userTokenExpired: () => store.dispatch(sessionCleared()),
    guestTokenIssued: (token) => store.dispatch(guestTokenIssued(token)),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.language ? { language: options.language } : {}),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? {
      session: loadStoredSession(),
      checkout: { ...initialCheckoutState, email: loadGuestEmail() },
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
      }).concat(baseApi.middleware),
  });
  let lastSession = store.getState().session;
  let lastEmail = store.getState().checkout.email;
  store.subscribe(() => {
    const { session, checkout } = store.getState();
    if (session !== lastSession) {
      lastSession = session;
      storeSession(session);
    }
    // A guest's checkout e-mail outlives a reload of the tab; an account's is never stored.
    if (checkout.email !== lastEmail) {
      lastEmail = checkout.email;
      if (session.user === null) storeGuestEmail(checkout.email);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** A thunk of this store; `extra` is what the api-client reads the current token from. */
export type AppThunk<R = void> = ThunkAction<R, RootState, ApiExtra, UnknownAction>;
