import {
  ADMIN_PAGE_SIZE,
  type AdminOrderQueueQuery,
  isOrderStatus,
  PAYMENT_METHOD_CODES,
  type PaymentMethodCode,
} from '@bookshop/domain';
import type { QueueFilters } from '../../config/paths';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function methodOf(text: string | null): PaymentMethodCode | undefined {
  const code = Number(text);
  return (PAYMENT_METHOD_CODES as readonly number[]).includes(code) ? (code as PaymentMethodCode) : undefined;
}

/** The queue's filters from its address; anything unreadable is left out rather than refused. */
export function filtersFromSearch(params: URLSearchParams): QueueFilters {
  const status = params.get('status');
  const method = methodOf(params.get('payment_method'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page'));
  return {
    status: isOrderStatus(status) ? status : '',
    payment_method: method === undefined ? '' : String(method),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The admin API's queue query for these filters. */
export function queueQuery(filters: QueueFilters): AdminOrderQueueQuery {
  const method = methodOf(filters.payment_method ?? null);
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(method !== undefined ? { payment_method: method } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q?.trim() ? { q: filters.q.trim() } : {}),
    page: filters.page ?? 1,
    per_page: ADMIN_PAGE_SIZE,
  };
}

/** How many of the filters besides the status are set (the Clear button's count). */
export function activeFilterCount(filters: QueueFilters): number {
  return [filters.payment_method, filters.from, filters.to, filters.q?.trim()].filter(Boolean).length;
}
