import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/errors.js';

/** Room the multipart framing and a few small fields take besides the file itself. */
const FRAMING_BYTES = 64 * 1024;

export interface UploadLimits {
  /** The multipart field the file comes in (`cover`, `logo`, `file`). */
  field: string;
  maxBytes: number;
  /** Said (422 on `field`) when there is no file. */
  missing: string;
  /** Said (422 on `field`) when the file is larger than `maxBytes`. */
  tooLarge: string;
}

/** An uploaded file, read whole into memory (never past its limit). */
export interface Upload {
  buffer: Buffer;
  fileName: string;
  /** Other form fields sent before the file (small text only). */
  fields: Record<string, string>;
}

function codeOf(err: unknown): string | undefined {
  return (err as { code?: string } | null)?.code;
}

/**
 * Reads the one file of a `multipart/form-data` upload, or refuses it with a 422 on the field
 * saying why: no file, or too large. A body whose declared length is already past the limit is
 * refused before a byte of it is read; one that grows past it while streaming (a lying or missing
 * length) is cut off at the limit, so no upload holds more than `maxBytes` of memory. What the
 * bytes are is for the caller to check (an image is read by sharp, never trusted by its name).
 */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<Upload> {
  const refuse = (message: string) => new ValidationError({ [limits.field]: [message] });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes + FRAMING_BYTES) throw refuse(limits.tooLarge);
  if (!request.isMultipart()) throw refuse(limits.missing);
  try {
    const part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
    if (!part || part.fieldname !== limits.field) throw refuse(limits.missing);
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw refuse(limits.missing);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
    }
    return { buffer, fileName: part.filename.slice(0, 200), fields };
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    if (codeOf(err) === 'FST_REQ_FILE_TOO_LARGE') throw refuse(limits.tooLarge);
    // No file part, or a malformed body: the client sent no usable file.
    if (
      codeOf(err) === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
      codeOf(err) === 'FST_FILES_LIMIT' ||
      codeOf(err) === 'FST_PARTS_LIMIT' ||
      codeOf(err) === 'FST_FIELDS_LIMIT' ||
      /multipart|boundary|unexpected end/i.test((err as Error).message ?? '')
    ) {
      throw refuse(limits.missing);
    }
    throw err;
  }
}
