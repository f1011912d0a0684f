// Packs an initialised, empty PGlite cluster into dist/ so a first start skips initdb
// (see src/db/pglite-template.ts). Runs after tsup in `pnpm build`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist/pglite-template.tar.gz');
const db = await PGlite.create({ extensions: { pg_trgm, unaccent } });
const dump = await db.dumpDataDir('gzip');
await db.close();
writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
console.log(`PGlite template: ${out} (${Math.round(dump.size / 1024)} KiB)`);
