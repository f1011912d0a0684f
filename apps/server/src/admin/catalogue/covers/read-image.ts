import {
  COVER_UPLOAD_MAX_PIXELS,
  COVER_UPLOAD_MESSAGES,
  COVER_UPLOAD_MIN_HEIGHT,
  COVER_UPLOAD_MIN_WIDTH,
  COVER_WIDTHS,
  coverHeight,
} from '@bookshop/domain';
import sharp, { type Metadata } from 'sharp';
import { COVER_WIDTH } from '../../../catalog/covers.js';
import { ValidationError } from '../../../lib/errors.js';

/** The formats staff may upload: what the storefront's covers and logos are made from. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/** Every width a cover is served in: the storefront's srcset widths and the original /images/{picname}.webp. */
export const STORED_COVER_WIDTHS: readonly number[] = [...new Set([COVER_WIDTH, ...COVER_WIDTHS])].sort(
  (a, b) => a - b,
);

/** What was found in an uploaded file that is a usable image. */
export interface CheckedImage {
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

/**
 * Reads what an uploaded file really is from its bytes (sharp reads the header; the name and the
 * declared type are never trusted): JPEG, PNG or WebP only, its pixel count within the limit
 * before anything is decoded (a 50,000 × 50,000 PNG of a few kilobytes is refused here, not
 * inflated to 10 GB), at least `min` pixels a side. Refusals are 422s on `field`.
 */
export async function checkImage(
  buffer: Buffer,
  field: string,
  min: { width: number; height: number } = { width: COVER_UPLOAD_MIN_WIDTH, height: COVER_UPLOAD_MIN_HEIGHT },
): Promise<CheckedImage> {
  const refuse = (message: string) => new ValidationError({ [field]: [message] });
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(COVER_UPLOAD_MESSAGES.notImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw refuse(COVER_UPLOAD_MESSAGES.notImage);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw refuse(COVER_UPLOAD_MESSAGES.notImage);
  if (width * height > COVER_UPLOAD_MAX_PIXELS) throw refuse(COVER_UPLOAD_MESSAGES.tooManyPixels);
  if (width < min.width || height < min.height) throw refuse(COVER_UPLOAD_MESSAGES.tooSmall);
  return { format: meta.format as CheckedImage['format'], width, height };
}

/**
 * A decoder for a checked upload: the pixel limit again (so a header that lied is still stopped
 * while decoding), the first frame only, turned upright by its EXIF orientation. Its output keeps
 * no metadata (EXIF, GPS, comments, ICC profile): sharp writes none unless asked.
 */
function decoder(buffer: Buffer) {
  return sharp(buffer, { limitInputPixels: COVER_UPLOAD_MAX_PIXELS, failOn: 'error', pages: 1 }).rotate();
}

/**
 * The WebP covers of a checked upload in every served width, 2:3, cropped to the centre. A file
 * that passed the header check but cannot be decoded (cut short, damaged) is a 422 on `field`.
 */
export async function coverWidthsOf(buffer: Buffer, field: string): Promise<Map<number, Buffer>> {
  const widths = new Map<number, Buffer>();
  try {
    for (const width of STORED_COVER_WIDTHS) {
      const image = await decoder(buffer)
        .resize(width, coverHeight(width), { fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toBuffer();
      widths.set(width, image);
    }
  } catch {
    throw new ValidationError({ [field]: [COVER_UPLOAD_MESSAGES.unreadable] });
  }
  return widths;
}

/** A bank's logo as the card discount page shows it: WebP, within 240 × 120, never enlarged. */
export async function bankLogoOf(buffer: Buffer, field: string): Promise<Buffer> {
  try {
    return await decoder(buffer)
      .resize(240, 120, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw new ValidationError({ [field]: [COVER_UPLOAD_MESSAGES.unreadable] });
  }
}
