import type { ImportProgress } from './import-catalog.js';

/** Where progress is written: a terminal (redrawn bar) or a file or pipe (plain lines). */
export interface ProgressOutput {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/** A terminal's bar is redrawn at most this often, so printing never slows the import. */
const REDRAW_MS = 100;
/** Without a terminal a line is written at each tenth of the file (logs stay short). */
const LINE_EVERY_PERCENT = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The import's progress for an operator: on a terminal a bar redrawn in place with the share of
 * the file read, rows read, books written, time so far and an estimate of what is left; in a log
 * (no terminal) one plain line per tenth of the file, so a CI log or `> file` shows progress
 * without control characters.
 */
export function createProgressPrinter(out: ProgressOutput, now: () => number = Date.now) {
  const started = now();
  let drawnAt = Number.NEGATIVE_INFINITY;
  let lastTenth = -1;

  return (p: ImportProgress): void => {
    const elapsed = now() - started;
    const share = p.totalBytes > 0 ? Math.min(1, p.bytesRead / p.totalBytes) : 1;
    const percent = Math.floor(share * 100);
    const figures = `${count(p.rowsRead)} rows read, ${count(p.booksWritten)} books written, ${seconds(elapsed)}`;
    if (out.isTTY) {
      const final = p.phase !== 'reading';
      if (!final && now() - drawnAt < REDRAW_MS) return;
      drawnAt = now();
      const left =
        share > 0.02 && share < 1 ? `, about ${seconds((elapsed / share) * (1 - share))} left` : '';
      const note = p.phase === 'analysing' ? ', analysing…' : '';
      const width = Math.max(10, Math.min(40, (out.columns ?? 80) - 90));
      const filled = Math.round(share * width);
      const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
      // \x1b[K clears what a longer previous line left behind.
      out.write(`\r${bar} ${String(percent).padStart(3)}% ${figures}${left}${note}\x1b[K`);
      if (p.phase === 'done') out.write('\n');
      return;
    }
    if (p.phase === 'reading') {
      const tenth = Math.floor(percent / LINE_EVERY_PERCENT);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      out.write(`import: ${percent}% of the file, ${figures}\n`);
      return;
    }
    out.write(`import: ${p.phase === 'analysing' ? 'written, analysing' : 'done'}: ${figures}\n`);
  };
}
