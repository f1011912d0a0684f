import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { sweepOnce } from './sweep.js';

/** Hourly is plenty: nothing swept is in anyone's way, only taking room. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;
/** The first sweep waits for the start to settle (migrations, the demo catalogue, warm caches). */
const FIRST_SWEEP_MS = 60_000;

/**
 * Runs {@link sweepOnce} now and then while the shop runs. Safe on many replicas: the advisory
 * lock lets one sweep at a time and the others skip. A failure (the database away) is logged and
 * the next turn tries again. Stops when the app closes.
 */
export function startSweeping(app: FastifyInstance, db: Database, intervalMs = SWEEP_INTERVAL_MS): void {
  let running: Promise<void> | null = null;
  const turn = () => {
    running ??= sweepOnce(db)
      .then((report) => {
        if (report.swept) app.log.info({ sweep: report }, 'swept expired data');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'sweep failed; will try again'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(turn, Math.min(FIRST_SWEEP_MS, intervalMs));
  const timer = setInterval(turn, intervalMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
