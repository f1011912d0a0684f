import { type AdminApiExtra, adminApi } from '@bookshop/api-client/admin';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { staffSessionEnded, staffSessionSlice } from './session/staff-session-slice';
import { loadStaffSession, storeStaffSession } from './session/staff-session-storage';

const rootReducer = combineReducers({
  [staffSessionSlice.name]: staffSessionSlice.reducer,
  [adminApi.reducerPath]: adminApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** How API calls are made (tests give their own). */
  fetch?: typeof fetch;
}

/** Builds the back office's store; tests pass their own starting state, the app the stored session. */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const extra: AdminApiExtra = {
    getStaffToken: () => store.getState().staffSession.token,
    staffSessionEnded: () => {
      store.dispatch(staffSessionEnded());
      // Nothing the ended session read stays on screen for whoever signs in next.
      store.dispatch(adminApi.util.resetApiState());
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { staffSession: loadStaffSession() },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(adminApi.middleware),
  });
  let lastSession = store.getState().staffSession;
  store.subscribe(() => {
    const session = store.getState().staffSession;
    if (session !== lastSession) {
      lastSession = session;
      storeStaffSession(session);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
