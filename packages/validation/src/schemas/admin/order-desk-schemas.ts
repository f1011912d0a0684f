import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditTargetType,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHOD_CODES,
} from '@bookshop/domain';
import { type InferType, mixed, number, object } from 'yup';
import { text, textArea } from '../../fields.js';

/** The order desk's messages, shared by the back office's forms and the server's 422. */
export const ORDER_DESK_MESSAGES = {
  courierRequired: 'Enter the courier.',
  courierTooLong: 'The courier can be at most 60 characters.',
  trackingRequired: 'Enter the tracking number.',
  trackingInvalid: 'A tracking number is letters, digits and dashes, at most 40.',
  reasonRequired: 'Enter the reason.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  replyRequired: 'Write the reply the shopper will get.',
  replyTooLong: 'The reply can be at most 1000 characters.',
  noteTooLong: 'The note can be at most 500 characters.',
  referenceInvalid: 'The reference can be at most 100 characters.',
  amountRequired: 'Enter the amount to refund.',
  amountInvalid: 'Enter the refund in whole rupees, more than 0.',
  statusInvalid: 'Choose one of the order statuses.',
  methodInvalid: 'Choose one of the payment methods.',
  dateInvalid: 'A date is written YYYY-MM-DD.',
  dateRange: 'The start date must not be after the end date.',
  pageInvalid: 'A page is a whole number from 1.',
  perPageInvalid: `Show between 1 and ${ADMIN_MAX_PAGE_SIZE} per page.`,
  searchTooLong: 'Search with at most 100 characters.',
  limitInvalid: 'A limit is a whole number from 1 to 500.',
  idInvalid: 'An id is a whole number from 1.',
  actionInvalid: 'Choose one of the audited actions.',
  targetInvalid: 'Choose staff, order, cancel_demand or customer.',
  stateInvalid: 'Choose open, answered or all.',
} as const;

const M = ORDER_DESK_MESSAGES;

/** A whole number written with digits only ("1e3" and "0x10" are not 1000 and 16). */
function wholeNumber(message: string, min: number, max: number) {
  return number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && !/^\s*\d+\s*$/.test(original) ? Number.NaN : value,
    )
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);
}

const optionalNote = () => textArea().max(500, M.noteTooLong).default('');

/** `POST /api/admin/orders/{id}/confirm-cod`, `/processing`, `/deliver`. */
export const orderStepSchema = object({ note: optionalNote() });

/** `POST /api/admin/orders/{id}/transfer-received`. */
export const transferReceivedSchema = object({
  reference: text().max(100, M.referenceInvalid).default(''),
});

/** `POST /api/admin/orders/{id}/ship`. */
export const shipOrderSchema = object({
  courier: text().required(M.courierRequired).max(60, M.courierTooLong),
  tracking_number: text()
    .required(M.trackingRequired)
    .matches(/^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/, M.trackingInvalid),
});
/** The courier and tracking number of an order shipped from the order desk. */
export type ShipOrderValues = InferType<typeof shipOrderSchema>;

/** `POST /api/admin/orders/{id}/cancel`: the reason the shopper is told. */
export const cancelOrderByStaffSchema = object({
  reason: textArea().required(M.reasonRequired).max(500, M.reasonTooLong),
});

/** `POST /api/admin/orders/{id}/refund`: whole rupees; the server checks it against what is left. */
export const refundOrderSchema = object({
  amount: wholeNumber(M.amountInvalid, 1, 10_000_000).required(M.amountRequired),
  reason: textArea().required(M.reasonRequired).max(500, M.reasonTooLong),
});

/** `POST /api/admin/cancel-demands/{id}/accept`. */
export const acceptCancelDemandSchema = object({
  reply: textArea().max(1000, M.replyTooLong).default(''),
});

/** `POST /api/admin/cancel-demands/{id}/decline`: the reply is what the shopper reads. */
export const declineCancelDemandSchema = object({
  reply: textArea().required(M.replyRequired).max(1000, M.replyTooLong),
});

const page = () => wholeNumber(M.pageInvalid, 1, 100_000).default(1);
const perPage = () => wholeNumber(M.perPageInvalid, 1, ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE);
const date = () =>
  text().matches(/^\d{4}-\d{2}-\d{2}$/, { message: M.dateInvalid, excludeEmptyString: true });

/** `GET /api/admin/orders`: the queue's filters. */
export const orderQueueQuerySchema = object({
  status: mixed<OrderStatus>()
    .oneOf([...ORDER_STATUSES, undefined], M.statusInvalid)
    .transform((value: unknown) => (value === '' ? undefined : value)),
  payment_method: wholeNumber(M.methodInvalid, 1, 99).oneOf(
    [...PAYMENT_METHOD_CODES, undefined],
    M.methodInvalid,
  ),
  from: date(),
  to: date(),
  q: text().max(100, M.searchTooLong).default(''),
  page: page(),
  per_page: perPage(),
}).test('range', M.dateRange, (value, context) =>
  value.from && value.to && value.from > value.to
    ? context.createError({ path: 'from', message: M.dateRange })
    : true,
);
/** The order queue's filters, search and paging. */
export type OrderQueueQueryValues = InferType<typeof orderQueueQuerySchema>;

/** `GET /api/admin/customers`. */
export const customersQuerySchema = object({
  q: text().max(100, M.searchTooLong).default(''),
  page: page(),
  per_page: perPage(),
});

/** `GET /api/admin/cancel-demands`. */
export const cancelDemandsQuerySchema = object({
  state: mixed<'open' | 'answered' | 'all'>()
    .oneOf(['open', 'answered', 'all', undefined], M.stateInvalid)
    .default('open'),
  page: page(),
  per_page: perPage(),
});

/** `GET /api/admin/audit`. */
export const auditQuerySchema = object({
  action: mixed<AuditAction>().oneOf([...AUDIT_ACTIONS, undefined], M.actionInvalid),
  staff_id: wholeNumber(M.idInvalid, 1, 2147483647),
  target_type: mixed<AuditTargetType>().oneOf(
    ['staff', 'order', 'cancel_demand', 'customer', undefined],
    M.targetInvalid,
  ),
  target_id: text().max(64, M.idInvalid),
  before: wholeNumber(M.idInvalid, 1, Number.MAX_SAFE_INTEGER),
  limit: wholeNumber(M.limitInvalid, 1, 500).default(50),
});

/** An id in an admin address (`/orders/{id}`): digits only. */
export const adminIdSchema = object({ id: wholeNumber(M.idInvalid, 1, 2147483647).required(M.idInvalid) });
