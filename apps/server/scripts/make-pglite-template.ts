// Packs a PGlite cluster with every migration of this build applied into dist/, so a shop's first
// start (an empty DATA_DIR, or DATA_DIR=:memory:) skips initdb and the migrations (see
// src/db/pglite-template.ts). Runs after tsup in `pnpm build`, from the same migrations it bundles.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedCluster } from '../src/db/migrated-cluster.js';
import { MIGRATED_TEMPLATE_FILE } from '../src/db/pglite-template.js';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist', MIGRATED_TEMPLATE_FILE);
const { cluster, level } = await migratedCluster();
const dump = await cluster.dumpDataDir('gzip');
await cluster.close();
writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
console.log(`PGlite template: ${out} (${Math.round(dump.size / 1024)} KiB, migrated to ${level.latest})`);
