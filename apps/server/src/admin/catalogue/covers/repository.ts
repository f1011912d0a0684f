import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../accounts/repository.js';
import { bankLogoImages, bookCoverImages, books } from '../../../db/schema/index.js';

/**
 * Uploaded covers and bank logos, kept in the database so every replica serves them and a backup
 * holds them. A cover is keyed by picname, which each upload changes: an address once served
 * (cached for a year) never shows another image.
 */
export function createUploadedImagesRepository(db: Executor) {
  return {
    /** The uploaded cover of a picname in one width; null when none was uploaded (the generated one is shown). */
    async cover(picname: string, width: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ image: bookCoverImages.image })
        .from(bookCoverImages)
        .where(and(eq(bookCoverImages.picname, picname), eq(bookCoverImages.width, width)));
      return row?.image ?? null;
    },

    async saveCover(picname: string, widths: ReadonlyMap<number, Buffer>): Promise<void> {
      await db
        .insert(bookCoverImages)
        .values([...widths].map(([width, image]) => ({ picname, width, image })));
    },

    async dropCover(picname: string): Promise<void> {
      await db.delete(bookCoverImages).where(eq(bookCoverImages.picname, picname));
    },

    /** Points the book at a new picname; `uploaded` says whether it is an uploaded cover. Null: no such book. */
    async repointBook(
      bookId: number,
      picname: string,
      uploaded: boolean,
    ): Promise<{ oldPicname: string } | null> {
      const [current] = await db
        .select({ picname: books.picname })
        .from(books)
        .where(eq(books.id, bookId))
        .for('update');
      if (!current) return null;
      await db
        .update(books)
        .set({ picname, coverUploadedAt: uploaded ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(books.id, bookId));
      return { oldPicname: current.picname };
    },

    async logo(key: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ image: bankLogoImages.image })
        .from(bankLogoImages)
        .where(eq(bankLogoImages.key, key));
      return row?.image ?? null;
    },

    async saveLogo(key: string, image: Buffer): Promise<void> {
      await db.insert(bankLogoImages).values({ key, image });
    },
  };
}

export type UploadedImagesRepository = ReturnType<typeof createUploadedImagesRepository>;
