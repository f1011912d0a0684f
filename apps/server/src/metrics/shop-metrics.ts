import { PAYMENT_METHOD_TABLE, paymentKindOf } from '@bookshop/domain';
import { Counter, Registry } from 'prom-client';

/**
 * The shop's business counters, one set per process (the process is one replica of the shop):
 * kept outside the app so the order code counts with one call and no app at hand. Every app's
 * metrics answer includes them (register-metrics.ts).
 */
export const shopMetricsRegistry = new Registry();

/** How an order's money arrives (the payment method table's kinds): a few label values, never ids. */
const PAYMENT_KINDS = [...new Set(PAYMENT_METHOD_TABLE.map((entry) => entry.kind))];

const ordersPlaced = new Counter({
  name: 'bookshop_orders_placed_total',
  help: 'Orders written, by how their payment arrives (card, wallet, transfer, on_delivery, prepaid)',
  labelNames: ['payment_kind'],
  registers: [shopMetricsRegistry],
});

const paymentsFailed = new Counter({
  name: 'bookshop_payments_failed_total',
  help: 'Order payments that failed: a card charge declined, a wallet payment the shopper declined',
  labelNames: ['payment_kind'],
  registers: [shopMetricsRegistry],
});

// Every series exists from the start at 0, so rate() and alerts see the first order too.
for (const kind of PAYMENT_KINDS) {
  ordersPlaced.inc({ payment_kind: kind }, 0);
  paymentsFailed.inc({ payment_kind: kind }, 0);
}

function kindOf(paymentOption: number | null | undefined): string {
  return paymentKindOf(paymentOption) ?? 'unknown';
}

/** What the order code tells the metrics: one call where an order is written or a payment fails. */
export const shopMetrics = {
  /** An order was written (its transaction committed), whatever happens to its payment next. */
  orderPlaced(paymentOption?: number | null): void {
    ordersPlaced.inc({ payment_kind: kindOf(paymentOption) });
  },
  /** The payment of an order failed: the provider declined the charge or the shopper the wallet payment. */
  paymentFailed(paymentOption?: number | null): void {
    paymentsFailed.inc({ payment_kind: kindOf(paymentOption) });
  },
};
