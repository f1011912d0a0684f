import { coverSrcSet, coverUrl } from '@bookshop/domain';
import { useMessages } from '@bookshop/ui';
import { useState } from 'react';

export interface BookCoverProps {
  picname: string;
  title: string;
  className?: string;
}

type Source = 'cover' | 'placeholder' | 'none';

/**
 * 7.5rem wide on a phone, beside the title and price (styles.css .book-detail), at most 300 px
 * beside the details elsewhere: a phone takes the 320 px cover, not the 480 px one.
 */
const COVER_SIZES = '(max-width: 640px) 7.5rem, 300px';

/**
 * A book page's cover: the page's largest paint, so it is in the server's HTML, never lazy, and
 * fetched with high priority in the width the screen needs. Falls back to the placeholder image
 * and then to the title drawn as a cover.
 */
export function BookCover({ picname, title, className }: BookCoverProps) {
  const t = useMessages();
  const [source, setSource] = useState<Source>('cover');
  const alt = t.format('catalog.bookCard.coverAlt', { title });
  if (source === 'none') {
    return (
      <div className={`${className ?? ''} book-cover-fallback`} role="img" aria-label={alt}>
        <span dir="auto">{title}</span>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={source === 'cover' ? coverUrl(picname, 320) : '/images/placeholder.webp'}
      srcSet={source === 'cover' ? coverSrcSet(picname) : undefined}
      sizes={source === 'cover' ? COVER_SIZES : undefined}
      alt={alt}
      width={320}
      height={480}
      fetchPriority="high"
      // Two steps, so a missing placeholder cannot loop: cover, placeholder, drawn fallback.
      onError={() => setSource((current) => (current === 'cover' ? 'placeholder' : 'none'))}
    />
  );
}
