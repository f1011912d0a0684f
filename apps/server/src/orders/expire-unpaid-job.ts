import type { FastifyInstance } from 'fastify';
import { type ExpireUnpaidOrdersDeps, expireUnpaidOrders } from './expire-unpaid-orders.js';

/**
 * Every minute, so an order expires within a minute of its window whatever the window is. The
 * look-up reads a partial index of the orders still waiting (migration 0013): cheap when there
 * are none.
 */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Runs {@link expireUnpaidOrders} while the shop runs. Every replica runs it; each order is
 * cancelled, and its stock returned, by exactly one of them (a conditional status change). A
 * failure (the database or provider away) is logged and the next turn tries again.
 */
export function startExpiringUnpaidOrders(
  app: FastifyInstance,
  deps: ExpireUnpaidOrdersDeps & { deliverMail?: () => void },
  intervalMs = EXPIRY_INTERVAL_MS,
): void {
  let running: Promise<void> | null = null;
  const turn = () => {
    running ??= expireUnpaidOrders(deps)
      .then((report) => {
        if (report.expired.length > 0 || report.paid.length > 0 || report.refunded.length > 0) {
          app.log.info({ unpaidOrders: report }, 'expired unpaid orders');
          deps.deliverMail?.();
        }
      })
      .catch((err: unknown) => app.log.warn({ err }, 'expiring unpaid orders failed; will try again'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(turn, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
