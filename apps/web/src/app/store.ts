import { baseApi } from '@bookshop/api-client';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { dialogsSlice } from '../features/dialogs/dialogs-slice';
import { currentToken, sessionSlice } from '../features/session/session-slice';
import { loadStoredSession, storeSession } from '../features/session/session-storage';

const rootReducer = combineReducers({
  [sessionSlice.name]: sessionSlice.reducer,
  [dialogsSlice.name]: dialogsSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; tests pass their own preloaded state, the app the stored session. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { session: loadStoredSession() },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { getAuthToken: () => currentToken(store.getState().session) } },
      }).concat(baseApi.middleware),
  });
  let lastSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session !== lastSession) {
      lastSession = session;
      storeSession(session);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
