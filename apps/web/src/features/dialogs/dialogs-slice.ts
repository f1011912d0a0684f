import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Every dialog the shop opens from anywhere (header, checkout, book page). */
export type DialogName =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'profile'
  | 'edit-profile'
  | 'new-address'
  | 'update-address'
  | 'change-password'
  | 'delete-account'
  | 'site-menu';

export interface DialogsState {
  /** One dialog at a time: opening another replaces it. */
  open: DialogName | null;
}

const initialState: DialogsState = { open: null };

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    dialogOpened(state, action: PayloadAction<DialogName>) {
      state.open = action.payload;
    },
    dialogClosed(state) {
      state.open = null;
    },
  },
});

export const { dialogOpened, dialogClosed } = dialogsSlice.actions;
