// Packs a PGlite cluster with every migration of this build applied into dist/, so a shop's first
// start (an empty DATA_DIR, or DATA_DIR=:memory:) skips initdb and the migrations (see
// src/db/pglite-template.ts). Runs after tsup in `pnpm build`, from the same migrations it bundles.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-open.js';
import { MIGRATED_TEMPLATE_FILE } from '../src/db/pglite-template.js';
import * as schema from '../src/db/schema/index.js';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist', MIGRATED_TEMPLATE_FILE);
const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const level = await migrate(drizzle({ client: db, schema }) as unknown as Database);
// Flushed to the data files, so a cluster started from the dump has no WAL to replay.
await db.exec('checkpoint');
const dump = await db.dumpDataDir('gzip');
await db.close();
writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
console.log(`PGlite template: ${out} (${Math.round(dump.size / 1024)} KiB, migrated to ${level.latest})`);
