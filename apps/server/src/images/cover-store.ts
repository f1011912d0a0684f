import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { renderCover, renderPlaceholder } from '../catalog/covers.js';
import type { Database } from '../db/client.js';
import { books } from '../db/schema/index.js';

/** Picnames are file names: letters, digits, dash and underscore only, so no path escapes. */
const PICNAME = /^[A-Za-z0-9_-]{1,120}$/;

/**
 * Serves `images/{picname}.webp`: generated on first request from the book's title and author and
 * kept on disk under DATA_DIR (or in memory when there is none), so a 10k-book import costs no
 * start-up time.
 */
export function createCoverStore(db: Database, dataDir: string | null) {
  const dir = dataDir ? path.join(dataDir, 'covers') : null;
  const memory = new Map<string, Buffer>();
  const MEMORY_LIMIT = 2000;
  let placeholder: Promise<Buffer> | null = null;

  async function fromDisk(picname: string): Promise<Buffer | null> {
    if (!dir) return memory.get(picname) ?? null;
    try {
      return await readFile(path.join(dir, `${picname}.webp`));
    } catch {
      return null;
    }
  }

  async function keep(picname: string, image: Buffer): Promise<void> {
    if (!dir) {
      if (memory.size >= MEMORY_LIMIT) memory.clear();
      memory.set(picname, image);
      return;
    }
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${picname}.webp`), image);
  }

  return {
    placeholder(): Promise<Buffer> {
      placeholder ??= renderPlaceholder();
      return placeholder;
    },

    /** The cover for a picname, or null when no item has that picname. */
    async cover(picname: string): Promise<Buffer | null> {
      if (!PICNAME.test(picname)) return null;
      const cached = await fromDisk(picname);
      if (cached) return cached;
      const [row] = await db
        .select({ title: books.title, authors: books.authors })
        .from(books)
        .where(eq(books.picname, picname))
        .limit(1);
      if (!row) return null;
      const image = await renderCover(row.title, row.authors.join(', '), picname);
      await keep(picname, image);
      return image;
    },
  };
}

export type CoverStore = ReturnType<typeof createCoverStore>;
