import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers, staffMember } from '../../test/admin-test-utils';
import { safeNext } from './safe-next';

const session = (role: 'owner' | 'orders' = 'orders') => ({
  step: 'signed_in',
  token: 'new-staff-token',
  staff: staffMember(role),
  expires_at: '2099-01-01T00:00:00.000Z',
  idle_minutes: 30,
});

async function enterPassword() {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'orders@bookshop.pk');
  await userEvent.type(screen.getByLabelText(/^Password/), 'a long staff password');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('SignInPage', () => {
  it('asks for the password, then the code, signs in with all three and opens the page it was sent from', async () => {
    const sent = fakeServer({
      ...shellHandlers('orders'),
      'POST /api/admin/auth/sign-in': { body: { data: session() } },
      'GET /api/admin/orders': {
        body: { data: { orders: [], counts: {}, page: 1, per_page: 25, total: 0 } },
      },
    });
    const { store, where } = renderAdmin('/orders', null);
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(where()).toBe('/sign-in?next=%2Forders');
    await enterPassword();
    expect(sent.filter((r) => r.path === '/api/admin/auth/sign-in')).toHaveLength(0);
    expect(screen.getByText('orders@bookshop.pk')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/orders'));
    expect(sent.find((r) => r.path === '/api/admin/auth/sign-in')?.body).toEqual({
      email: 'orders@bookshop.pk',
      password: 'a long staff password',
      code: '123 456',
    });
    expect(store.getState().staffSession.token).toBe('new-staff-token');
    expect(JSON.parse(sessionStorage.getItem('bookshop.staff-session') ?? '{}').token).toBe(
      'new-staff-token',
    );
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('checks the fields before sending: a missing password, a code that is not 6 digits', async () => {
    const sent = fakeServer({});
    renderAdmin('/sign-in', null);
    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'orders@bookshop.pk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('The password field is required.');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long staff password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: /Authenticator code/ })).toHaveAccessibleDescription(
      /Enter the 6-digit code from your authenticator app\./,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: /Authenticator code/ })).toHaveAccessibleDescription(
      /The code is the 6 digits your authenticator app shows\./,
    );
    expect(sent).toHaveLength(0);
  });

  it('says only that the e-mail, password or code is wrong, and lets the password be changed', async () => {
    fakeServer({
      'POST /api/admin/auth/sign-in': {
        status: 401,
        body: { error: 'The email, password or code is incorrect.' },
      },
    });
    renderAdmin('/sign-in', null);
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    await enterPassword();
    await userEvent.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email, password or code is incorrect.');
    expect(screen.getByRole('textbox', { name: /Authenticator code/ })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('a long staff password');
  });

  it('sets up the authenticator app on the first sign-in: QR code and key, then the first code signs in', async () => {
    const sent = fakeServer({
      ...shellHandlers('owner'),
      'POST /api/admin/auth/sign-in': {
        body: {
          data: {
            step: 'totp_setup',
            setup_token: 'S'.repeat(43),
            otpauth_uri: 'otpauth://totp/Bookshop:owner%40bookshop.pk?secret=JBSWY3DPEHPK3PXP',
            qr_code: 'data:image/png;base64,iVBORw0KGgo=',
            secret: 'JBSWY3DPEHPK3PXP',
          },
        },
      },
      'POST /api/admin/auth/totp': { body: { data: session('owner') } },
    });
    const { where } = renderAdmin('/sign-in', null);
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    await enterPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Set up my authenticator app' }));
    expect(sent.find((r) => r.path === '/api/admin/auth/sign-in')?.body).toEqual({
      email: 'orders@bookshop.pk',
      password: 'a long staff password',
    });
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Finish set-up and sign in' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(sent.find((r) => r.path === '/api/admin/auth/totp')?.body).toEqual({
      setup_token: 'S'.repeat(43),
      code: '654321',
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('starts again from the password when the QR code step took too long, and shows a wrong first code on its field', async () => {
    let attempt = 0;
    fakeServer({
      'POST /api/admin/auth/sign-in': {
        body: {
          data: {
            step: 'totp_setup',
            setup_token: 'S'.repeat(43),
            otpauth_uri: 'otpauth://totp/x',
            qr_code: 'data:image/png;base64,AA==',
            secret: 'JBSWY3DPEHPK3PXP',
          },
        },
      },
      'POST /api/admin/auth/totp': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              body: {
                errors: {
                  code: ['That code is not right. Check the time on your phone and try the newest code.'],
                },
              },
            }
          : {
              status: 422,
              body: { errors: { setup_token: ['The set-up took too long. Please sign in again.'] } },
            };
      },
    });
    renderAdmin('/sign-in', null);
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    await enterPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Set up my authenticator app' }));
    const code = await screen.findByRole('textbox', { name: /Authenticator code/ });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Finish set-up and sign in' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Finish set-up and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The set-up took too long. Please sign in again.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('says the session ended when the server ended it, and skips the page for someone signed in', async () => {
    fakeServer(shellHandlers('owner'));
    const first = renderAdmin('/sign-in', null, { ended: true });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    first.unmount();
    const second = renderAdmin('/sign-in?next=%2Fstaff', 'owner');
    await waitFor(() => expect(second.where()).toBe('/staff'));
  });
});

describe('safeNext', () => {
  it('keeps a back-office page and refuses other sites, schemes and the sign-in pages', () => {
    expect(safeNext('/orders/12?x=1')).toBe('/orders/12?x=1');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('//evil.example/x')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('/sign-in?next=/x')).toBe('/');
    expect(safeNext('/setup?token=x')).toBe('/');
  });
});
