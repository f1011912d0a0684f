import {
  type AdminBook,
  CATALOGUE_MESSAGES,
  COVER_UPLOAD_MAX_BYTES,
  COVER_UPLOAD_MESSAGES,
} from '@bookshop/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { NotFoundError } from '../../../lib/errors.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { createCatalogueBooksRepository } from '../books/repository.js';
import { newPicname } from '../books/service.js';
import { readUpload } from '../uploads.js';
import { checkImage, coverWidthsOf } from './read-image.js';
import { createUploadedImagesRepository } from './repository.js';

/**
 * Covers on the desk. An upload is read whole (8 MB at most), checked to be a JPEG, PNG or WebP
 * of sane pixel count from its own bytes, made into every served width without its metadata, and
 * stored under a new picname the book then points at, with the audit entry, in one transaction.
 * Nothing is written for a refused file. Removing the cover points the book at a fresh picname
 * that has no upload: the generated cover, drawn from title and author, is shown again.
 */
export function createCoversService(deps: { db: Database }) {
  const { db } = deps;

  async function bookOrThrow(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    id: number,
  ): Promise<AdminBook> {
    const book = await createCatalogueBooksRepository(tx).find(id);
    if (!book) throw new NotFoundError(CATALOGUE_MESSAGES.bookNotFound);
    return book;
  }

  return {
    async upload(bookId: number, request: FastifyRequest, ctx: StaffContext): Promise<AdminBook> {
      if (!(await createCatalogueBooksRepository(db).findRow(bookId))) {
        throw new NotFoundError(CATALOGUE_MESSAGES.bookNotFound);
      }
      const upload = await readUpload(request, {
        field: 'cover',
        maxBytes: COVER_UPLOAD_MAX_BYTES,
        missing: COVER_UPLOAD_MESSAGES.missing,
        tooLarge: COVER_UPLOAD_MESSAGES.tooLarge,
      });
      const checked = await checkImage(upload.buffer, 'cover');
      const widths = await coverWidthsOf(upload.buffer, 'cover');
      return db.transaction(async (tx) => {
        const images = createUploadedImagesRepository(tx);
        const picname = newPicname('cv');
        await images.saveCover(picname, widths);
        const pointed = await images.repointBook(bookId, picname, true);
        if (!pointed) throw new NotFoundError(CATALOGUE_MESSAGES.bookNotFound);
        await images.dropCover(pointed.oldPicname);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'book.cover_uploaded',
          target: { type: 'book', id: bookId },
          before: { picname: pointed.oldPicname },
          after: {
            picname,
            file_name: upload.fileName,
            format: checked.format,
            width: checked.width,
            height: checked.height,
            bytes: upload.buffer.length,
          },
          address: ctx.address,
        });
        return bookOrThrow(tx, bookId);
      });
    },

    async remove(bookId: number, ctx: StaffContext): Promise<AdminBook> {
      return db.transaction(async (tx) => {
        const images = createUploadedImagesRepository(tx);
        const picname = newPicname();
        const pointed = await images.repointBook(bookId, picname, false);
        if (!pointed) throw new NotFoundError(CATALOGUE_MESSAGES.bookNotFound);
        await images.dropCover(pointed.oldPicname);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'book.cover_removed',
          target: { type: 'book', id: bookId },
          before: { picname: pointed.oldPicname },
          after: { picname },
          address: ctx.address,
        });
        return bookOrThrow(tx, bookId);
      });
    },
  };
}

export type CoversService = ReturnType<typeof createCoversService>;
