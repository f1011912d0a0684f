import type { AdminOrderDetail } from '@bookshop/domain';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAuthApi } from './admin-auth-api.js';
import { type AdminApiExtra, adminApi, adminQueryString } from './admin-base-api.js';
import { adminDeskApi } from './admin-desk-api.js';
import { adminOrdersApi } from './admin-orders-api.js';
import { adminStaffApi } from './admin-staff-api.js';

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** Answers every call with `reply(sent)` and records what was sent. */
function fakeFetch(reply: (sent: Sent) => { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetchFn = vi.fn(async (input: Request) => {
    const text = input.method === 'GET' ? '' : await input.text();
    const request: Sent = {
      method: input.method,
      url: input.url,
      authorization: input.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(request);
    const answer = reply(request);
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return { sent, fetchFn: fetchFn as unknown as typeof fetch };
}

function adminStore(extra: AdminApiExtra) {
  return configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(adminApi.middleware),
  });
}

const order = { id: 1042, status: 'processing', actions: ['ship', 'cancel'] } as unknown as AdminOrderDetail;

describe('adminApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the staff token as a bearer token to the admin prefix', async () => {
    const { sent, fetchFn } = fakeFetch(() => ({ body: { data: { order } } }));
    const store = adminStore({ getStaffToken: () => 'staff-token', fetch: fetchFn });
    const result = await store.dispatch(adminOrdersApi.endpoints.getAdminOrder.initiate(1042));
    expect(result.data).toEqual(order);
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: 'http://localhost:3000/api/admin/orders/1042',
      authorization: 'Bearer staff-token',
    });
  });

  it('ends the staff session when the server refuses the token it was sent, and only then', async () => {
    const staffSessionEnded = vi.fn();
    const { fetchFn } = fakeFetch((request) =>
      request.url.endsWith('/sign-in')
        ? { status: 401, body: { error: 'These credentials do not match our records.' } }
        : { status: 401, body: { error: 'Your session has ended. Please sign in again.' } },
    );
    let token: string | null = 'old-token';
    const store = adminStore({ getStaffToken: () => token, staffSessionEnded, fetch: fetchFn });
    const me = await store.dispatch(adminAuthApi.endpoints.getStaffMe.initiate());
    expect(me.error).toMatchObject({ status: 401 });
    expect(staffSessionEnded).toHaveBeenCalledTimes(1);
    token = null;
    const signIn = await store.dispatch(
      adminAuthApi.endpoints.staffSignIn.initiate({ email: 'a@b.pk', password: 'wrong password!' }),
    );
    expect(signIn.error).toMatchObject({ status: 401 });
    expect(staffSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not end the session on a 403: the role may not use that page, the session is fine', async () => {
    const staffSessionEnded = vi.fn();
    const { fetchFn } = fakeFetch(() => ({ status: 403, body: { error: 'Your role cannot do this.' } }));
    const store = adminStore({ getStaffToken: () => 't', staffSessionEnded, fetch: fetchFn });
    await store.dispatch(adminDeskApi.endpoints.getAudit.initiate({}));
    expect(staffSessionEnded).not.toHaveBeenCalled();
  });

  it('puts the queue filters in the query string, leaving out empty ones', async () => {
    const { sent, fetchFn } = fakeFetch(() => ({
      body: { data: { orders: [], counts: {}, page: 2, per_page: 25, total: 0 } },
    }));
    const store = adminStore({ getStaffToken: () => 't', fetch: fetchFn });
    await store.dispatch(
      adminOrdersApi.endpoints.getOrderQueue.initiate({
        status: 'placed',
        payment_method: 4,
        q: '0300 1234567',
        from: undefined,
        page: 2,
      }),
    );
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/admin/orders');
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    expect(query).toEqual({
      status: 'placed',
      payment_method: '4',
      q: '0300 1234567',
      page: '2',
    });
    expect(adminQueryString({ q: '', page: undefined })).toBe('');
    expect(adminQueryString(undefined)).toBe('');
  });

  it('replaces the order page copy with the order an action answers with', async () => {
    const shipped = { ...order, status: 'shipped', actions: ['deliver'] } as unknown as AdminOrderDetail;
    const { sent, fetchFn } = fakeFetch((request) =>
      request.method === 'POST'
        ? { body: { success: true, message: 'Order #1042 is shipped.', data: { order: shipped } } }
        : { body: { data: { order } } },
    );
    const store = adminStore({ getStaffToken: () => 't', fetch: fetchFn });
    const page = store.dispatch(adminOrdersApi.endpoints.getAdminOrder.initiate(1042));
    await page;
    const result = await store.dispatch(
      adminOrdersApi.endpoints.shipOrder.initiate({
        id: 1042,
        body: { courier: 'TCS', tracking_number: 'TCS-7731' },
      }),
    );
    expect(result.data?.message).toBe('Order #1042 is shipped.');
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/admin/orders/1042/ship',
      body: { courier: 'TCS', tracking_number: 'TCS-7731' },
    });
    expect(adminOrdersApi.endpoints.getAdminOrder.select(1042)(store.getState()).data?.status).toBe(
      'shipped',
    );
    page.unsubscribe();
  });

  it('fetches the order again when an action is refused because it changed meanwhile', async () => {
    let reads = 0;
    const { fetchFn } = fakeFetch((request) => {
      if (request.method === 'POST') {
        return { status: 409, body: { error: 'This order changed meanwhile.', data: { status: 'shipped' } } };
      }
      reads += 1;
      return { body: { data: { order } } };
    });
    const store = adminStore({ getStaffToken: () => 't', fetch: fetchFn });
    const page = store.dispatch(adminOrdersApi.endpoints.getAdminOrder.initiate(1042));
    await page;
    const result = await store.dispatch(
      adminOrdersApi.endpoints.shipOrder.initiate({
        id: 1042,
        body: { courier: 'TCS', tracking_number: 'A1' },
      }),
    );
    expect(result.error).toMatchObject({ status: 409 });
    await vi.waitFor(() => expect(reads).toBe(2));
    page.unsubscribe();
  });

  it('calls each desk, staff and sign-in address with its method and body', async () => {
    const cancelled = { ...order, status: 'cancelled', actions: [] } as unknown as AdminOrderDetail;
    const { sent, fetchFn } = fakeFetch((request) => ({
      body: request.url.includes('cancel-demands/')
        ? { success: true, message: 'ok', data: { demand: {}, order: cancelled } }
        : request.method === 'GET'
          ? { data: { order } }
          : { success: true, message: 'ok', data: {} },
    }));
    const store = adminStore({ getStaffToken: () => 't', fetch: fetchFn });
    const page = store.dispatch(adminOrdersApi.endpoints.getAdminOrder.initiate(1042));
    await page;
    sent.length = 0;
    await store.dispatch(adminDeskApi.endpoints.acceptCancelDemand.initiate({ id: 5, body: { reply: '' } }));
    await store.dispatch(
      adminDeskApi.endpoints.declineCancelDemand.initiate({ id: 6, body: { reply: 'It has left us.' } }),
    );
    await store.dispatch(adminDeskApi.endpoints.sendCustomerPasswordReset.initiate(9));
    await store.dispatch(adminStaffApi.endpoints.inviteStaff.initiate({ email: 'new@b.pk', role: 'orders' }));
    await store.dispatch(adminStaffApi.endpoints.resetStaff.initiate(3));
    await store.dispatch(adminStaffApi.endpoints.removeStaff.initiate(3));
    await store.dispatch(
      adminAuthApi.endpoints.enrolStaffTotp.initiate({ setup_token: 's', code: '123456' }),
    );
    await store.dispatch(
      adminAuthApi.endpoints.setUpStaffPassword.initiate({
        token: 'tok',
        password: 'a long password',
        password_confirmation: 'a long password',
      }),
    );
    await store.dispatch(adminAuthApi.endpoints.staffSignOut.initiate());
    expect(sent.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      'POST /api/admin/cancel-demands/5/accept',
      'POST /api/admin/cancel-demands/6/decline',
      'POST /api/admin/customers/9/password-reset',
      'POST /api/admin/staff',
      'POST /api/admin/staff/3/reset',
      'DELETE /api/admin/staff/3',
      'POST /api/admin/auth/totp',
      'POST /api/admin/auth/setup',
      'POST /api/admin/auth/sign-out',
    ]);
    expect(sent[1]?.body).toEqual({ reply: 'It has left us.' });
    // The open order page shows the order the accepted demand cancelled.
    expect(adminOrdersApi.endpoints.getAdminOrder.select(1042)(store.getState()).data).toEqual(cancelled);
    page.unsubscribe();
  });

  it('reads the set-up link, dashboard, customers, cancel demands and audit log at their addresses', async () => {
    const { sent, fetchFn } = fakeFetch(() => ({ body: { data: {} } }));
    const store = adminStore({ getStaffToken: () => 't', fetch: fetchFn });
    await store.dispatch(adminAuthApi.endpoints.getStaffSetup.initiate('a+b/c'));
    await store.dispatch(adminDeskApi.endpoints.getDashboard.initiate());
    await store.dispatch(adminDeskApi.endpoints.searchCustomers.initiate({ q: 'ayesha' }));
    await store.dispatch(adminDeskApi.endpoints.getCustomer.initiate(9));
    await store.dispatch(adminDeskApi.endpoints.listCancelDemands.initiate({ state: 'open' }));
    await store.dispatch(adminDeskApi.endpoints.getAudit.initiate({ before: 90, limit: 50 }));
    await store.dispatch(adminStaffApi.endpoints.listStaff.initiate());
    await store.dispatch(adminOrdersApi.endpoints.getOrderPrint.initiate(1042));
    expect(sent.map((s) => s.url.replace('http://localhost:3000', ''))).toEqual([
      '/api/admin/auth/setup?token=a%2Bb%2Fc',
      '/api/admin/dashboard',
      '/api/admin/customers?q=ayesha',
      '/api/admin/customers/9',
      '/api/admin/cancel-demands?state=open',
      '/api/admin/audit?before=90&limit=50',
      '/api/admin/staff',
      '/api/admin/orders/1042/print',
    ]);
  });
});
