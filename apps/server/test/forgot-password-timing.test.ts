import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { register, useAccountsTestApp } from './support/accounts.js';

const t = useAccountsTestApp();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface Timing {
  /** Wall-clock milliseconds, what a client sees; on a busy machine it includes waits for a core. */
  wall: number;
  /** CPU milliseconds the process spent answering, which being descheduled does not inflate. */
  cpu: number;
}

async function timedForgot(email: string): Promise<Timing> {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email } });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpuBefore);
  expect(res.statusCode).toBe(200);
  // The mail work runs after the answer; it must not overlap the next measured request.
  await t.app.backgroundWorkSettled();
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** One round: 30 interleaved tries of each, both medians printed; the gaps between them. */
async function measureRound(knownEmail: string, nobody: string, round: number) {
  const knownTimes: Timing[] = [];
  const unknownTimes: Timing[] = [];
  for (let i = 0; i < 30; i++) {
    // Alternate which goes first, so neither always follows the other's leftovers.
    const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const which of order) {
      if (which === 'known') knownTimes.push(await timedForgot(knownEmail));
      else unknownTimes.push(await timedForgot(nobody));
    }
  }
  const gap = (kind: keyof Timing) => {
    const knownMedian = median(knownTimes.map((x) => x[kind]));
    const unknownMedian = median(unknownTimes.map((x) => x[kind]));
    console.log(
      `forgot-password round ${round}, ${kind} median over 30 tries: known ${knownMedian.toFixed(3)} ms, unknown ${unknownMedian.toFixed(3)} ms`,
    );
    return Math.abs(knownMedian - unknownMedian);
  };
  const wallGap = gap('wall');
  const cpuGap = gap('cpu');
  // The answer path is the same for both (the lookup and the mail run after it), so the work
  // differs by far less than a millisecond. Wall time is asserted only when the machine is quiet
  // enough for it to mean something (the median try not stretched 3x by waits for a core).
  const quiet = median([...knownTimes, ...unknownTimes].map((x) => x.wall / Math.max(x.cpu, 0.001))) < 3;
  return { cpuGap, wallGap, quiet };
}

describe('forgot-password timing', () => {
  it('answers known and unknown e-mails within 1 ms of each other at the median over 30 interleaved tries', async () => {
    const known = await register(t.app);
    // An address with no account, of the same shape and length as the known one.
    const nobody = known.email.replace(/^shopper/, 'nobodyy');
    // Warm both paths (first-use compilation) before measuring.
    await timedForgot(known.email);
    await timedForgot(nobody);
    // CPU time is the whole process's, so work of the shop's own that happens to overlap a round
    // (start-up jobs, the database thread, garbage collection) can only widen the gap. A real
    // difference in the answer path would widen every round; noise does not, so up to three rounds
    // are measured and one within the bound is enough.
    const rounds: { cpuGap: number; wallGap: number; quiet: boolean }[] = [];
    for (let round = 1; round <= 3; round++) {
      const measured = await measureRound(known.email, nobody, round);
      rounds.push(measured);
      if (measured.cpuGap < 1 && (!measured.quiet || measured.wallGap < 1)) break;
    }
    expect(rounds.some((r) => r.cpuGap < 1 && (!r.quiet || r.wallGap < 1))).toBe(true);
    // The known account did get its mails (five an hour at most), so the work was really done.
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, known.email.toLowerCase()), eq(outbox.subject, 'Reset your password')));
    expect(mails.length).toBe(5);
  });
});
