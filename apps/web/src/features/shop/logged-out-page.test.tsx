import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogsSlice } from '../../app/dialogs/dialogs-slice';
import { CurrentPage, fakeServer, renderInApp, sessionOf } from '../../test/app-test-utils';
import { LoggedOutPage } from './screen-pages';

afterEach(() => {
  // Unmounted first, so nothing still mounted fetches through the real network.
  cleanup();
  vi.unstubAllGlobals();
});

describe('The logged-out page after Forgot password', () => {
  it('goes to the redirect address of the answer, which says the link is on its way, with no toast over the header', async () => {
    const message = 'If an account exists for this e-mail, we have sent a link to reset the password.';
    fakeServer({
      'POST /api/auth/forget-password': { body: { success: true, message, redirectUrl: '/logged-out' } },
    });
    renderInApp({
      path: '/orders',
      state: {
        session: sessionOf('nobody'),
        dialogs: { ...dialogsSlice.getInitialState(), open: 'forgot-password' },
      },
      routes: [
        { path: '/logged-out', element: <LoggedOutPage /> },
        { path: '*', element: <CurrentPage /> },
      ],
    });
    await userEvent.type(await screen.findByLabelText(/Email/), 'ayesha@example.pk{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'You are logged out' })).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page says it: no toast to cover Login and Register.
    expect(document.querySelectorAll('.bk-toast')).toHaveLength(0);
  });
});
