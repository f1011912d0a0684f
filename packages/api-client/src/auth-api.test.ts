import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './auth-api.js';
import { baseApi } from './base-api.js';
import { profileApi } from './profile-api.js';

function makeStore(token: string | null = null) {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { getAuthToken: () => token } } }).concat(baseApi.middleware),
  });
}

interface Sent {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}

function respondWith(body: unknown, status = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      sent.push({
        method: request.method,
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
        body: text ? JSON.parse(text) : undefined,
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const user = {
  id: 3,
  name: 'Ayesha Khan',
  first_name: 'Ayesha',
  last_name: 'Khan',
  email: 'ayesha@example.pk',
  phone: null,
  country: 'Pakistan',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authApi', () => {
  it('gets a guest token', async () => {
    const sent = respondWith({ data: { token: 'guest-1' } }, 201);
    const result = await makeStore().dispatch(authApi.endpoints.createGuestToken.initiate());
    expect(result.data).toBe('guest-1');
    expect(sent[0]).toMatchObject({ method: 'POST', authorization: null });
    expect(sent[0]?.url.pathname).toBe('/api/auth/guest');
  });

  it('logs in with the guest token as bearer and in the body, and reads user and token', async () => {
    const sent = respondWith({ data: { user, token: 'user-1' } });
    const result = await makeStore('guest-1').dispatch(
      authApi.endpoints.login.initiate({ email: user.email, password: 'secret12', guestToken: 'guest-1' }),
    );
    expect(result.data).toEqual({ user, token: 'user-1' });
    expect(sent[0]?.authorization).toBe('Bearer guest-1');
    expect(sent[0]?.body).toEqual({ email: user.email, password: 'secret12', guestToken: 'guest-1' });
  });

  it('leaves an absent guest token out of the registration', async () => {
    const sent = respondWith({ data: { user, token: 'user-1' } }, 201);
    const payload = {
      first_name: 'Ayesha',
      last_name: 'Khan',
      email: user.email,
      password: 'secret12',
      password_confirmation: 'secret12',
    };
    const result = await makeStore().dispatch(
      authApi.endpoints.register.initiate({ ...payload, guestToken: null }),
    );
    expect(result.data?.token).toBe('user-1');
    expect(sent[0]?.body).toEqual(payload);
    expect(sent[0]?.url.pathname).toBe('/api/auth/register');
  });

  it('sends the reset token as tempToken and the form as the body', async () => {
    const sent = respondWith({ success: true, message: 'Your password has been reset.' });
    await makeStore().dispatch(
      authApi.endpoints.resetPassword.initiate({
        tempToken: 'a b/c',
        email: user.email,
        password: 'newpass1',
        password_confirmation: 'newpass1',
      }),
    );
    expect(sent[0]?.url.pathname).toBe('/api/auth/forget-password/reset-password');
    expect(sent[0]?.url.searchParams.get('tempToken')).toBe('a b/c');
    expect(sent[0]?.body).toEqual({
      email: user.email,
      password: 'newpass1',
      password_confirmation: 'newpass1',
    });
  });

  it('reads the redirect of a forgot-password answer', async () => {
    respondWith({ success: true, message: 'Sent.', redirectUrl: '/logged-out' });
    const result = await makeStore().dispatch(
      authApi.endpoints.forgotPassword.initiate({ email: user.email }),
    );
    expect(result.data?.redirectUrl).toBe('/logged-out');
  });

  it('gives field errors back as the error of the call', async () => {
    respondWith({ errors: { current_password: ['The current password is incorrect.'] } }, 422);
    const result = await makeStore('user-1').dispatch(
      authApi.endpoints.changePassword.initiate({
        current_password: 'wrong1',
        new_password: 'newpass1',
        new_confirm_password: 'newpass1',
      }),
    );
    expect(result.error).toMatchObject({
      status: 422,
      data: { errors: { current_password: ['The current password is incorrect.'] } },
    });
  });

  it('posts logout and account deletion with the user token', async () => {
    const sent = respondWith({ success: true, message: 'ok' });
    const store = makeStore('user-1');
    await store.dispatch(authApi.endpoints.logout.initiate());
    await store.dispatch(authApi.endpoints.deleteAccount.initiate());
    expect(sent.map((s) => [s.method, s.url.pathname, s.authorization])).toEqual([
      ['POST', '/api/auth/logout', 'Bearer user-1'],
      ['POST', '/api/auth/delete-account', 'Bearer user-1'],
    ]);
  });

  it('reads the current user, and a profile update gives the new user', async () => {
    const sent = respondWith({ data: { user } });
    const store = makeStore('user-1');
    expect((await store.dispatch(authApi.endpoints.getMe.initiate())).data).toEqual(user);
    const updated = await store.dispatch(
      profileApi.endpoints.updateProfile.initiate({
        first_name: 'Ayesha',
        last_name: 'Khan',
        phone: '03001234567',
      }),
    );
    expect(updated.data).toEqual(user);
    expect(sent[1]).toMatchObject({
      method: 'PUT',
      body: { first_name: 'Ayesha', last_name: 'Khan', phone: '03001234567' },
    });
  });
});
