import { describe, expect, it } from 'vitest';
import type { ImportProgress } from './import-catalog.js';
import { createProgressPrinter } from './import-progress.js';

const at = (bytesRead: number, booksWritten: number, phase: ImportProgress['phase'] = 'reading') => ({
  phase,
  rowsRead: booksWritten,
  booksWritten,
  bytesRead,
  totalBytes: 1000,
});

function printer(isTTY: boolean) {
  let clock = 0;
  const written: string[] = [];
  const print = createProgressPrinter({ isTTY, columns: 130, write: (t) => written.push(t) }, () => clock);
  return { print, written, advance: (ms: number) => (clock += ms) };
}

describe('createProgressPrinter', () => {
  it('redraws a bar in place on a terminal, at most every 100 ms, with what is left, and ends the line when done', () => {
    const { print, written, advance } = printer(true);
    advance(1000);
    print(at(250, 2000));
    print(at(300, 2500)); // within 100 ms of the last redraw: skipped
    advance(3000);
    print(at(500, 5000));
    print(at(1000, 10000, 'analysing'));
    print(at(1000, 10000, 'done'));
    expect(written).toHaveLength(5);
    expect(written[0]).toBe(
      '\r[##########..............................]  25% 2,000 rows read, 2,000 books written, 1.0 s, about 3.0 s left\x1b[K',
    );
    expect(written[1]).toContain('[####################....................]  50% 5,000 rows read');
    expect(written[1]).toContain('4.0 s, about 4.0 s left');
    expect(written[2]).toContain('100% 10,000 rows read, 10,000 books written, 4.0 s, analysing…');
    expect(written.slice(3)).toEqual([expect.stringContaining('100%'), '\n']);
    expect(written.slice(0, 4).every((line) => line.startsWith('\r') && !line.includes('\n'))).toBe(true);
  });

  it('writes one plain line per tenth of the file without a terminal, then analysing and done', () => {
    const { print, written, advance } = printer(false);
    for (let bytes = 50; bytes <= 1000; bytes += 50) {
      advance(100);
      print(at(bytes, bytes * 10));
    }
    print(at(1000, 10000, 'analysing'));
    print(at(1000, 10000, 'done'));
    expect(written).toHaveLength(13);
    expect(written[0]).toBe('import: 5% of the file, 500 rows read, 500 books written, 0.1 s\n');
    expect(written[1]).toBe('import: 10% of the file, 1,000 rows read, 1,000 books written, 0.2 s\n');
    expect(written[10]).toBe('import: 100% of the file, 10,000 rows read, 10,000 books written, 2.0 s\n');
    expect(written.slice(11)).toEqual([
      'import: written, analysing: 10,000 rows read, 10,000 books written, 2.0 s\n',
      'import: done: 10,000 rows read, 10,000 books written, 2.0 s\n',
    ]);
    const all = written.join('');
    expect(all.includes('\r') || all.includes('\x1b')).toBe(false);
  });
});
