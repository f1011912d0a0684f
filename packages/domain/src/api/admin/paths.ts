import type { AdminArea } from '../../staff/staff-roles.js';

/**
 * Every admin API address, with the area (and so the roles, `ADMIN_AREA_ROLES`) that may call it.
 * `public` routes need no staff token: set-up and sign-in. The server registers exactly these; its
 * test enumerates the routes it serves under `/api/admin` against this table.
 */
export const ADMIN_API_PREFIX = '/api/admin';

const orderPath = (id: number, action: string) => `${ADMIN_API_PREFIX}/orders/${id}/${action}`;

/** Admin API addresses by what they do (see each wire type's doc for the method and body). */
export const ADMIN_API_PATHS = {
  /** GET ?token= / POST: the one-time set-up link's page (public). */
  setup: `${ADMIN_API_PREFIX}/auth/setup`,
  /** POST: password + TOTP code (public, throttled). */
  signIn: `${ADMIN_API_PREFIX}/auth/sign-in`,
  /** POST: the first code after scanning the QR code (public: needs the set-up token). */
  totp: `${ADMIN_API_PREFIX}/auth/totp`,
  /** GET: who is signed in. */
  me: `${ADMIN_API_PREFIX}/auth/me`,
  /** POST: ends the session. */
  signOut: `${ADMIN_API_PREFIX}/auth/sign-out`,
  /** GET list, POST invite (owner). */
  staff: `${ADMIN_API_PREFIX}/staff`,
  /** DELETE: remove (owner); revokes the member's sessions. */
  staffMember: (id: number) => `${ADMIN_API_PREFIX}/staff/${id}`,
  /** POST: a new set-up link; the password and TOTP are cleared, sessions revoked (owner). */
  staffReset: (id: number) => `${ADMIN_API_PREFIX}/staff/${id}/reset`,
  /** GET: the queue. */
  orders: `${ADMIN_API_PREFIX}/orders`,
  /** GET: the order page. */
  order: (id: number) => `${ADMIN_API_PREFIX}/orders/${id}`,
  /** GET: invoice and packing slip. */
  orderPrint: (id: number) => orderPath(id, 'print'),
  /** POST actions, each answering `AdminOrderActionResponse`. */
  confirmCod: (id: number) => orderPath(id, 'confirm-cod'),
  transferReceived: (id: number) => orderPath(id, 'transfer-received'),
  processing: (id: number) => orderPath(id, 'processing'),
  ship: (id: number) => orderPath(id, 'ship'),
  deliver: (id: number) => orderPath(id, 'deliver'),
  cancel: (id: number) => orderPath(id, 'cancel'),
  refund: (id: number) => orderPath(id, 'refund'),
  /** GET: cancel demands. */
  cancelDemands: `${ADMIN_API_PREFIX}/cancel-demands`,
  acceptCancelDemand: (id: number) => `${ADMIN_API_PREFIX}/cancel-demands/${id}/accept`,
  declineCancelDemand: (id: number) => `${ADMIN_API_PREFIX}/cancel-demands/${id}/decline`,
  /** GET. */
  dashboard: `${ADMIN_API_PREFIX}/dashboard`,
  /** GET search. */
  customers: `${ADMIN_API_PREFIX}/customers`,
  customer: (id: number) => `${ADMIN_API_PREFIX}/customers/${id}`,
  /** POST: e-mails the shopper the forgot-password link. */
  customerPasswordReset: (id: number) => `${ADMIN_API_PREFIX}/customers/${id}/password-reset`,
  /** GET: the audit log (owner). */
  audit: `${ADMIN_API_PREFIX}/audit`,
} as const;

/**
 * Each admin route (Fastify's `METHOD url` form, `:id` for ids) and the area that guards it, or
 * `public`. The server's guard reads it, so a route missing here cannot be registered unguarded.
 */
export const ADMIN_ROUTE_AREAS = {
  'GET /api/admin/auth/setup': 'public',
  'POST /api/admin/auth/setup': 'public',
  'POST /api/admin/auth/sign-in': 'public',
  'POST /api/admin/auth/totp': 'public',
  'GET /api/admin/auth/me': 'account',
  'POST /api/admin/auth/sign-out': 'account',
  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff': 'staff',
  'DELETE /api/admin/staff/:id': 'staff',
  'POST /api/admin/staff/:id/reset': 'staff',
  'GET /api/admin/orders': 'orders',
  'GET /api/admin/orders/:id': 'orders',
  'GET /api/admin/orders/:id/print': 'orders',
  'POST /api/admin/orders/:id/confirm-cod': 'orders',
  'POST /api/admin/orders/:id/transfer-received': 'orders',
  'POST /api/admin/orders/:id/processing': 'orders',
  'POST /api/admin/orders/:id/ship': 'orders',
  'POST /api/admin/orders/:id/deliver': 'orders',
  'POST /api/admin/orders/:id/cancel': 'orders',
  'POST /api/admin/orders/:id/refund': 'orders',
  'GET /api/admin/cancel-demands': 'cancelDemands',
  'POST /api/admin/cancel-demands/:id/accept': 'cancelDemands',
  'POST /api/admin/cancel-demands/:id/decline': 'cancelDemands',
  'GET /api/admin/dashboard': 'dashboard',
  'GET /api/admin/customers': 'customers',
  'GET /api/admin/customers/:id': 'customers',
  'POST /api/admin/customers/:id/password-reset': 'customers',
  'GET /api/admin/audit': 'audit',
  // The catalogue desk (issue 25): CATALOGUE_API_PATHS.
  'GET /api/admin/catalogue/books': 'catalogue',
  'POST /api/admin/catalogue/books': 'catalogue',
  'GET /api/admin/catalogue/books/:id': 'catalogue',
  'PUT /api/admin/catalogue/books/:id': 'catalogue',
  'PATCH /api/admin/catalogue/books/:id/stock': 'catalogue',
  'GET /api/admin/catalogue/books/:id/stock-requests': 'catalogue',
  'POST /api/admin/catalogue/books/:id/cover': 'catalogue',
  'DELETE /api/admin/catalogue/books/:id/cover': 'catalogue',
  'POST /api/admin/catalogue/imports': 'catalogue',
  'GET /api/admin/catalogue/imports/:id': 'catalogue',
  'POST /api/admin/catalogue/price-stock': 'catalogue',
  'GET /api/admin/catalogue/export.csv': 'catalogue',
  'GET /api/admin/catalogue/categories': 'catalogue',
  'PATCH /api/admin/catalogue/categories/:id': 'catalogue',
  'GET /api/admin/catalogue/home': 'catalogue',
  'POST /api/admin/catalogue/home/banners': 'catalogue',
  'PUT /api/admin/catalogue/home/banners/:id': 'catalogue',
  'DELETE /api/admin/catalogue/home/banners/:id': 'catalogue',
  'POST /api/admin/catalogue/home/rows': 'catalogue',
  'PUT /api/admin/catalogue/home/rows/:id': 'catalogue',
  'DELETE /api/admin/catalogue/home/rows/:id': 'catalogue',
  'GET /api/admin/catalogue/card-rules': 'catalogue',
  'POST /api/admin/catalogue/card-rules': 'catalogue',
  'PUT /api/admin/catalogue/card-rules/:id': 'catalogue',
  'DELETE /api/admin/catalogue/card-rules/:id': 'catalogue',
  'POST /api/admin/catalogue/card-rules/:id/enable': 'catalogue',
  'POST /api/admin/catalogue/card-rules/:id/disable': 'catalogue',
  'POST /api/admin/catalogue/card-rules/:id/logo': 'catalogue',
  'GET /api/admin/catalogue/book-requests': 'catalogue',
  'POST /api/admin/catalogue/book-requests/:id/sourced': 'catalogue',
  'POST /api/admin/catalogue/book-requests/:id/declined': 'catalogue',
  'GET /api/admin/catalogue/gift-cards': 'catalogue',
  'POST /api/admin/catalogue/gift-cards/:id/void': 'catalogue',
} as const satisfies Record<string, AdminArea | 'public'>;

/** One admin route key of {@link ADMIN_ROUTE_AREAS}. */
export type AdminRouteKey = keyof typeof ADMIN_ROUTE_AREAS;
