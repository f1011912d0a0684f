import type { AuditAction, AuditTargetType, OrderStatus } from '@bookshop/domain';

/** Where the server serves the back office; the router's addresses below are under it. */
export const ADMIN_BASENAME = '/admin';

/** A query string of the given values, leaving out empty ones and page 1. */
function query(values: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) === 1) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The order queue's filters as its address carries them. */
export interface QueueFilters {
  status?: OrderStatus | '';
  /** A payment method code, as text. */
  payment_method?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
}

/** The audit log's filters as its address carries them. */
export interface AuditFilters {
  action?: AuditAction | '';
  target_type?: AuditTargetType | '';
  target_id?: string;
  before?: number;
}

/** Every page of the back office, with a builder of its address (relative to {@link ADMIN_BASENAME}). */
export const paths = {
  dashboard: { pattern: '/', href: () => '/' },
  signIn: {
    pattern: '/sign-in',
    href: (next?: string) => `/sign-in${query({ next: next && next !== '/' ? next : undefined })}`,
  },
  setup: { pattern: '/setup', href: (token: string) => `/setup${query({ token })}` },
  orders: { pattern: '/orders', href: (filters: QueueFilters = {}) => `/orders${query({ ...filters })}` },
  order: { pattern: '/orders/:id', href: (id: number) => `/orders/${id}` },
  invoice: { pattern: '/orders/:id/invoice', href: (id: number) => `/orders/${id}/invoice` },
  packingSlip: { pattern: '/orders/:id/packing-slip', href: (id: number) => `/orders/${id}/packing-slip` },
  cancelDemands: {
    pattern: '/cancel-demands',
    href: (state?: 'open' | 'answered' | 'all', page?: number) =>
      `/cancel-demands${query({ state: state === 'open' ? undefined : state, page })}`,
  },
  customers: {
    pattern: '/customers',
    href: (q?: string, page?: number) => `/customers${query({ q, page })}`,
  },
  customer: { pattern: '/customers/:id', href: (id: number) => `/customers/${id}` },
  staff: { pattern: '/staff', href: () => '/staff' },
  audit: { pattern: '/audit', href: (filters: AuditFilters = {}) => `/audit${query({ ...filters })}` },
} as const;
