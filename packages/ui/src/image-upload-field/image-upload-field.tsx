import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { FieldFrame, useFieldWiring } from '../field-frame/field-frame';
import { cx } from '../utils/cx';

/** The image types the shop takes: what the file picker offers first. */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';

export interface ImageUploadFieldProps {
  /** Visible label of the file picker, e.g. 'Cover image'. */
  label: ReactNode;
  /** Help under the picker: accepted types and sizes. */
  hint?: ReactNode;
  /** Why the last file was refused (the server's words); shown under the picker and announced. */
  error?: ReactNode;
  /** The image shown now (the book's cover), until a file is chosen. */
  currentSrc?: string;
  /** Text of the image shown now, e.g. 'Current cover of Aag ka Darya'. */
  currentAlt?: string;
  /** What the preview of a chosen file says, e.g. 'Chosen cover'. */
  previewAlt?: string;
  /** Types offered in the file picker. */
  accept?: string;
  /** A file was chosen (or the choice cleared: null). */
  onFileChange: (file: File | null) => void;
  /** The picker is the field `name` of a form. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
}

/**
 * A file picker for one image with a preview: the image shown now, then the chosen file as it
 * will look, with its name and size. It shows what the browser can draw; whether the file really
 * is an acceptable image is the server's to say, and its refusal is shown as `error`.
 * Use it for covers and bank logos in the back office.
 */
export function ImageUploadField({
  label,
  hint,
  error,
  currentSrc,
  currentAlt = '',
  previewAlt = 'Preview of the chosen image',
  accept = IMAGE_UPLOAD_ACCEPT,
  onFileChange,
  name,
  disabled,
  required,
  id,
  className,
}: ImageUploadFieldProps) {
  const wiring = useFieldWiring({ id, hint, error });
  const [chosen, setChosen] = useState<File | null>(null);
  const [previewSrc, setPreviewSrc] = useState<string | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);

  useEffect(() => {
    if (!chosen || typeof URL.createObjectURL !== 'function') {
      setPreviewSrc(null);
      return;
    }
    const url = URL.createObjectURL(chosen);
    setPreviewSrc(url);
    setPreviewBroken(false);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setChosen(file);
    onFileChange(file);
  };

  const shownSrc = previewSrc ?? currentSrc;
  return (
    <FieldFrame
      wiring={wiring}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={cx('bk-image-upload', className)}
    >
      <div className="bk-image-upload__body">
        <div className="bk-image-upload__frame">
          {shownSrc && !(previewSrc && previewBroken) ? (
            <img
              className="bk-image-upload__image"
              src={shownSrc}
              alt={previewSrc ? previewAlt : currentAlt}
              onError={() => previewSrc && setPreviewBroken(true)}
            />
          ) : (
            <span className="bk-image-upload__none">{chosen ? 'No preview' : 'No image'}</span>
          )}
        </div>
        <div className="bk-image-upload__pick">
          <input
            id={wiring.controlId}
            type="file"
            name={name}
            accept={accept}
            disabled={disabled}
            required={required}
            className="bk-image-upload__input"
            aria-invalid={wiring.hasError || undefined}
            aria-describedby={wiring.describedBy}
            onChange={choose}
          />
          {chosen ? (
            <p className="bk-image-upload__file">
              {chosen.name} ({fileSize(chosen.size)})
            </p>
          ) : null}
        </div>
      </div>
    </FieldFrame>
  );
}

/** '35 KB', '2.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
