import { describe, expect, it } from 'vitest';
import {
  COVER_VERSION,
  COVER_WIDTHS,
  coverHeight,
  coverSrcSet,
  coverUrl,
  readCoverWidth,
} from './cover-images.js';

describe('cover images', () => {
  it('addresses each width under the current version with the picname encoded', () => {
    expect(coverUrl('a b', 320)).toBe(`/images/v${COVER_VERSION}/320/a%20b.webp`);
  });

  it('lists every width in the srcset with its w descriptor', () => {
    expect(coverSrcSet('x')).toBe(
      COVER_WIDTHS.map((w) => `/images/v${COVER_VERSION}/${w}/x.webp ${w}w`).join(', '),
    );
  });

  it('keeps covers at 2:3', () => {
    expect(COVER_WIDTHS.map(coverHeight)).toEqual([240, 480, 720]);
  });

  it('reads only the widths it serves', () => {
    expect(readCoverWidth('160')).toBe(160);
    expect(readCoverWidth('161')).toBeNull();
    expect(readCoverWidth('0160')).toBeNull();
  });
});
