import {
  readApiError,
  useRemoveBookCoverMutation,
  useUploadBookCoverMutation,
} from '@bookshop/api-client/admin';
import {
  type AdminBook,
  COVER_UPLOAD_MAX_BYTES,
  COVER_UPLOAD_MESSAGES,
  COVER_UPLOAD_MIN_HEIGHT,
  COVER_UPLOAD_MIN_WIDTH,
  coverUrl,
} from '@bookshop/domain';
import { Button } from '@bookshop/ui';
import { ImageUploadField } from '@bookshop/ui/admin';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/load-state';

/** What the cover picker says it takes (the server's limits). */
export const COVER_HINT = `JPEG, PNG or WebP, up to ${Math.round(COVER_UPLOAD_MAX_BYTES / (1024 * 1024))} MB, at least ${COVER_UPLOAD_MIN_WIDTH} × ${COVER_UPLOAD_MIN_HEIGHT} pixels.`;

/**
 * A book's cover: the one the shop shows now, a new file uploaded in its place (the server checks
 * it really is an image and makes the shop's sizes; a bad file is refused in its words), or back
 * to the cover the shop draws from the title.
 */
export function CoverPanel({ book, initialError }: { book: AdminBook; initialError?: string }) {
  const [uploadCover, uploading] = useUploadBookCoverMutation();
  const [removeCover, removing] = useRemoveBookCoverMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(initialError);
  const [done, setDone] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    if (!file) {
      setError(COVER_UPLOAD_MESSAGES.missing);
      return;
    }
    try {
      await uploadCover({ id: book.id, file }).unwrap();
      setError(undefined);
      setFile(null);
      setPickerKey((key) => key + 1);
      setDone('Cover uploaded. The shop shows it now.');
    } catch (failure) {
      const problem = readApiError(failure, COVER_UPLOAD_MESSAGES.unreadable);
      setError(problem.fieldErrors.cover?.[0] ?? errorMessage(failure, problem.message));
    }
  };

  const backToDrawn = async () => {
    setDone(null);
    try {
      await removeCover(book.id).unwrap();
      setError(undefined);
      setDone('The shop shows the cover it draws from the title again.');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <section className="admin-card catalogue-section" aria-labelledby="cover-heading">
      <h2 id="cover-heading">Cover</h2>
      <form onSubmit={upload} noValidate className="catalogue-cover-form">
        <ImageUploadField
          key={`${pickerKey}-${book.picname}`}
          label="New cover image"
          hint={`${COVER_HINT} ${book.has_cover ? 'It replaces the uploaded cover.' : 'The shop shows a cover drawn from the title until one is uploaded.'}`}
          currentSrc={coverUrl(book.picname, 320)}
          currentAlt={book.has_cover ? `Cover of ${book.title}` : `Cover the shop drew for ${book.title}`}
          previewAlt="Chosen cover"
          error={error}
          onFileChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
            setDone(null);
          }}
        />
        <div className="admin-actions">
          <Button type="submit" busy={uploading.isLoading} busyLabel="Uploading…">
            Upload cover
          </Button>
          {book.has_cover ? (
            <Button variant="secondary" busy={removing.isLoading} busyLabel="Removing…" onClick={backToDrawn}>
              Use the drawn cover instead
            </Button>
          ) : null}
        </div>
        {done ? (
          <p className="admin-alert admin-alert--success catalogue-gap" role="status">
            {done}
          </p>
        ) : null}
      </form>
    </section>
  );
}
