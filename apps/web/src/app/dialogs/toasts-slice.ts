import type { ToastKind, ToastMessage } from '@bookshop/ui';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface ToastsState {
  items: ToastMessage[];
}

/** Older toasts give way, so a burst of messages never covers the page. */
const MAX_TOASTS = 4;

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
      },
      prepare(kind: ToastKind, message: string) {
        return { payload: { id: nanoid(), kind, message } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
    /** A page that starts afresh (the order confirmation): what was said before no longer applies. */
    toastsCleared(state) {
      state.items = [];
    },
  },
});

export const { toastShown, toastDismissed, toastsCleared } = toastsSlice.actions;
