import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COVER_VERSION } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import { createUploadedImagesRepository } from '../admin/catalogue/covers/repository.js';
import { COVER_WIDTH, renderCover, renderPlaceholder } from '../catalog/covers.js';
import type { Database } from '../db/client.js';
import { books } from '../db/schema/index.js';

/** Picnames are file names: letters, digits, dash and underscore only, so no path escapes. */
const PICNAME = /^[A-Za-z0-9_-]{1,120}$/;

/**
 * Serves `images/{picname}.webp` and its other widths: the cover staff uploaded if there is one
 * (kept in the database by the catalogue desk), else generated on first request from the book's
 * title and author and kept on disk under DATA_DIR (or in memory when there is none), so a
 * 10k-book import costs no start-up time. The original width keeps its old file name; other
 * widths live in a folder per width (`covers/v1/320/{picname}.webp`).
 */
export function createCoverStore(db: Database, dataDir: string | null) {
  // A folder per cover version: covers drawn before a change of drawing (say, before the Urdu
  // font) are never served again, they are drawn anew.
  const dir = dataDir ? path.join(dataDir, 'covers', `v${COVER_VERSION}`) : null;
  const memory = new Map<string, Buffer>();
  const uploaded = createUploadedImagesRepository(db);
  const MEMORY_LIMIT = 2000;
  let placeholder: Promise<Buffer> | null = null;

  const fileOf = (picname: string, width: number) =>
    width === COVER_WIDTH ? `${picname}.webp` : path.join(String(width), `${picname}.webp`);

  async function fromDisk(picname: string, width: number): Promise<Buffer | null> {
    if (!dir) return memory.get(fileOf(picname, width)) ?? null;
    try {
      return await readFile(path.join(dir, fileOf(picname, width)));
    } catch {
      return null;
    }
  }

  async function keep(picname: string, width: number, image: Buffer): Promise<void> {
    if (!dir) {
      if (memory.size >= MEMORY_LIMIT) memory.clear();
      memory.set(fileOf(picname, width), image);
      return;
    }
    const file = path.join(dir, fileOf(picname, width));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, image);
  }

  return {
    placeholder(): Promise<Buffer> {
      placeholder ??= renderPlaceholder();
      return placeholder;
    },

    /** The cover for a picname, `width` pixels wide (2:3), or null when no item has that picname. */
    async cover(picname: string, width: number = COVER_WIDTH): Promise<Buffer | null> {
      if (!PICNAME.test(picname)) return null;
      const cached = await fromDisk(picname, width);
      if (cached) return cached;
      // A cover staff uploaded (the catalogue desk); without one, the cover drawn from the title.
      const upload = await uploaded.cover(picname, width);
      if (upload) {
        await keep(picname, width, upload);
        return upload;
      }
      const [row] = await db
        .select({ title: books.title, authors: books.authors })
        .from(books)
        .where(eq(books.picname, picname))
        .limit(1);
      if (!row) return null;
      const image = await renderCover(row.title, row.authors.join(', '), picname, width);
      await keep(picname, width, image);
      return image;
    },
  };
}

export type CoverStore = ReturnType<typeof createCoverStore>;
