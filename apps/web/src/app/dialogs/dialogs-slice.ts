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
  /** The saved address the Update Address dialog edits. */
  addressId: number | null;
  /** The token of the reset link the Reset Password dialog was opened from. */
  resetPasswordToken: string | null;
}

const initialState: DialogsState = { open: null, addressId: null, resetPasswordToken: null };

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
    updateAddressOpened(state, action: PayloadAction<number>) {
      state.open = 'update-address';
      state.addressId = action.payload;
    },
    resetPasswordOpened(state, action: PayloadAction<string>) {
      state.open = 'reset-password';
      state.resetPasswordToken = action.payload;
    },
  },
});

export const { dialogOpened, dialogClosed, updateAddressOpened, resetPasswordOpened } = dialogsSlice.actions;
