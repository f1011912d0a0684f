import { useState } from 'react';

export interface BookCoverProps {
  picname: string;
  title: string;
  className?: string;
}

type Source = 'cover' | 'placeholder' | 'none';

/** A book's cover, falling back to the placeholder image and then to the title drawn as a cover. */
export function BookCover({ picname, title, className }: BookCoverProps) {
  const [source, setSource] = useState<Source>('cover');
  if (source === 'none') {
    return (
      <div className={`${className ?? ''} book-cover-fallback`} role="img" aria-label={`Cover of ${title}`}>
        <span dir="auto">{title}</span>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={source === 'cover' ? `/images/${encodeURIComponent(picname)}.webp` : '/images/placeholder.webp'}
      alt={`Cover of ${title}`}
      width={300}
      height={450}
      // Two steps, so a missing placeholder cannot loop: cover, placeholder, drawn fallback.
      onError={() => setSource((current) => (current === 'cover' ? 'placeholder' : 'none'))}
    />
  );
}
