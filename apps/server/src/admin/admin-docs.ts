import { ADMIN_ROUTE_AREAS, type AdminRouteKey } from '@bookshop/domain';
import {
  ERROR,
  type ResponsesDoc,
  type RouteDocsOptions,
  routeDocs,
  UNPROCESSABLE,
} from '../openapi/route-docs.js';

/** The admin routes of this desk (the catalogue desk's routes document themselves). */
type DeskRouteKey = Exclude<AdminRouteKey, `${string} /api/admin/catalogue${string}`>;

const CONFLICT = ['AdminConflictResponse', ERROR] as const;
const ACTION = { 200: 'AdminOrderActionResponse', 404: ERROR, 409: CONFLICT, 422: UNPROCESSABLE };

/** Each admin route's operation name and answers in the OpenAPI document. */
const ADMIN_DOCS: Readonly<Record<DeskRouteKey, { operationId: string; responses: ResponsesDoc }>> = {
  'GET /api/admin/auth/setup': {
    operationId: 'adminSetupInfo',
    responses: { 200: 'StaffSetupInfoResponse', 404: ERROR, 422: UNPROCESSABLE },
  },
  'POST /api/admin/auth/setup': {
    operationId: 'adminSetup',
    responses: { 200: 'SuccessMessage', 422: UNPROCESSABLE, 429: ERROR },
  },
  'POST /api/admin/auth/sign-in': {
    operationId: 'adminSignIn',
    responses: { 200: 'StaffSignInResponse', 401: ERROR, 422: UNPROCESSABLE, 429: ERROR },
  },
  'POST /api/admin/auth/totp': {
    operationId: 'adminTotpEnrol',
    responses: { 200: 'StaffSessionResponse', 422: UNPROCESSABLE, 429: ERROR },
  },
  'GET /api/admin/auth/me': { operationId: 'adminMe', responses: { 200: 'StaffMeResponse' } },
  'POST /api/admin/auth/sign-out': { operationId: 'adminSignOut', responses: { 200: 'SuccessMessage' } },
  'GET /api/admin/staff': {
    operationId: 'adminStaffList',
    responses: { 200: 'StaffListResponse', 422: UNPROCESSABLE },
  },
  'POST /api/admin/staff': {
    operationId: 'adminStaffInvite',
    responses: { 201: 'StaffInviteResponse', 422: UNPROCESSABLE },
  },
  'DELETE /api/admin/staff/:id': {
    operationId: 'adminStaffRemove',
    responses: { 200: 'SuccessMessage', 404: ERROR, 422: ERROR },
  },
  'POST /api/admin/staff/:id/reset': {
    operationId: 'adminStaffReset',
    responses: { 200: 'StaffInviteResponse', 404: ERROR, 422: ERROR },
  },
  'GET /api/admin/orders': {
    operationId: 'adminOrderQueue',
    responses: { 200: 'AdminOrderQueueResponse', 422: UNPROCESSABLE },
  },
  'GET /api/admin/orders/:id': {
    operationId: 'adminOrder',
    responses: { 200: 'AdminOrderResponse', 404: ERROR },
  },
  'GET /api/admin/orders/:id/print': {
    operationId: 'adminOrderPrint',
    responses: { 200: 'AdminOrderPrintResponse', 404: ERROR },
  },
  'POST /api/admin/orders/:id/confirm-cod': { operationId: 'adminConfirmCod', responses: ACTION },
  'POST /api/admin/orders/:id/transfer-received': { operationId: 'adminTransferReceived', responses: ACTION },
  'POST /api/admin/orders/:id/processing': { operationId: 'adminOrderProcessing', responses: ACTION },
  'POST /api/admin/orders/:id/ship': { operationId: 'adminOrderShip', responses: ACTION },
  'POST /api/admin/orders/:id/deliver': { operationId: 'adminOrderDeliver', responses: ACTION },
  'POST /api/admin/orders/:id/cancel': {
    operationId: 'adminOrderCancel',
    responses: { ...ACTION, 503: ERROR },
  },
  'POST /api/admin/orders/:id/refund': {
    operationId: 'adminOrderRefund',
    responses: { ...ACTION, 502: ERROR },
  },
  'GET /api/admin/cancel-demands': {
    operationId: 'adminCancelDemands',
    responses: { 200: 'AdminCancelDemandsResponse', 422: UNPROCESSABLE },
  },
  'POST /api/admin/cancel-demands/:id/accept': {
    operationId: 'adminCancelDemandAccept',
    responses: { 200: 'AdminCancelDemandResponse', 404: ERROR, 409: CONFLICT, 422: UNPROCESSABLE },
  },
  'POST /api/admin/cancel-demands/:id/decline': {
    operationId: 'adminCancelDemandDecline',
    responses: { 200: 'AdminCancelDemandResponse', 404: ERROR, 409: ERROR, 422: UNPROCESSABLE },
  },
  'GET /api/admin/dashboard': { operationId: 'adminDashboard', responses: { 200: 'AdminDashboardResponse' } },
  'GET /api/admin/customers': {
    operationId: 'adminCustomers',
    responses: { 200: 'AdminCustomersResponse', 422: UNPROCESSABLE },
  },
  'GET /api/admin/customers/:id': {
    operationId: 'adminCustomer',
    responses: { 200: 'AdminCustomerResponse', 404: ERROR },
  },
  'POST /api/admin/customers/:id/password-reset': {
    operationId: 'adminCustomerPasswordReset',
    responses: { 200: 'AdminPasswordResetResponse', 404: ERROR },
  },
  'GET /api/admin/audit': {
    operationId: 'adminAudit',
    responses: { 200: 'AdminAuditResponse', 422: UNPROCESSABLE },
  },
};

/**
 * The OpenAPI part of an admin route: its summary and body as `routeDocs` takes them, plus the
 * admin tag, the staff security scheme (every route but set-up and sign-in), its operation name
 * and its answers (403 for a role its area does not allow).
 */
export function adminDocs(
  key: DeskRouteKey,
  options: Omit<RouteDocsOptions, 'tags' | 'security' | 'operationId' | 'responses'>,
) {
  const docs = ADMIN_DOCS[key];
  const guarded = ADMIN_ROUTE_AREAS[key] !== 'public';
  return routeDocs({
    ...options,
    tags: ['admin'],
    ...(guarded ? { security: 'staff' as const } : {}),
    operationId: docs.operationId,
    responses: guarded ? { 403: ERROR, ...docs.responses } : docs.responses,
  });
}
