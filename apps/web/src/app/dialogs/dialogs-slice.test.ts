import { describe, expect, it } from 'vitest';
import {
  dialogClosed,
  dialogOpened,
  dialogsSlice,
  resetPasswordOpened,
  updateAddressOpened,
} from './dialogs-slice';
import { toastDismissed, toastShown, toastsSlice } from './toasts-slice';

describe('dialogsSlice', () => {
  const { reducer } = dialogsSlice;

  it('keeps one dialog open at a time', () => {
    const login = reducer(undefined, dialogOpened('login'));
    expect(reducer(login, dialogOpened('register')).open).toBe('register');
    expect(reducer(login, dialogClosed()).open).toBeNull();
  });

  it('remembers which address to update and which reset token to use', () => {
    expect(reducer(undefined, updateAddressOpened(31))).toMatchObject({
      open: 'update-address',
      addressId: 31,
    });
    expect(reducer(undefined, resetPasswordOpened('tok'))).toMatchObject({
      open: 'reset-password',
      resetPasswordToken: 'tok',
    });
  });
});

describe('toastsSlice', () => {
  const { reducer } = toastsSlice;

  it('adds toasts with their own ids and dismisses one', () => {
    let state = reducer(undefined, toastShown('success', 'Address created successfully.'));
    state = reducer(state, toastShown('error', 'Failed to delete cart item'));
    expect(state.items.map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Address created successfully.'],
      ['error', 'Failed to delete cart item'],
    ]);
    expect(state.items[0]?.id).not.toBe(state.items[1]?.id);
    expect(reducer(state, toastDismissed(state.items[0]!.id)).items).toHaveLength(1);
  });

  it('keeps the newest four', () => {
    let state = reducer(undefined, toastShown('success', '1'));
    for (const message of ['2', '3', '4', '5']) state = reducer(state, toastShown('success', message));
    expect(state.items.map((t) => t.message)).toEqual(['2', '3', '4', '5']);
  });
});
