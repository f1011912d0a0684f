import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplateFor } from './pglite-template.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const template = path.join(scratch, 'migrated.tar.gz');
writeFileSync(template, 'seven b');

function dirHolding(name: string, files: string[]): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  for (const file of files) writeFileSync(path.join(dir, file), '');
  return dir;
}

describe('the template a new PGlite cluster starts from', () => {
  it('is the one given for a cluster in memory, in a missing directory or in one holding only the shop lock and socket', async () => {
    const onlyOwnFiles = dirHolding('own-files', ['bookshop.lock', '.s.PGSQL.5432', '.s.PGSQL.5432.lock']);
    for (const dataDir of [null, path.join(scratch, 'missing'), onlyOwnFiles]) {
      const blob = pgliteTemplateFor(dataDir, template);
      expect(blob?.size).toBe(7);
      expect(await blob?.text()).toBe('seven b');
    }
  });

  it('is none for a directory that already holds a cluster, whatever is given', () => {
    const cluster = dirHolding('cluster', ['PG_VERSION', 'bookshop.lock']);
    expect(pgliteTemplateFor(cluster, template)).toBeNull();
  });
});
