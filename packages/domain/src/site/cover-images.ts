/**
 * Cover sizes the shop serves. Every cover exists in these widths (pixels) so a phone's shelf
 * takes the small file and a large screen's book page the big one, through `srcset`.
 */
export const COVER_WIDTHS = [160, 320, 480] as const;

/** One of {@link COVER_WIDTHS}. */
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** Covers are 2:3 (width:height), so a page can reserve a cover's space before it loads. */
export const COVER_ASPECT_RATIO = { width: 2, height: 3 } as const;

/**
 * Version of the cover images in their addresses. The addresses are cached for a year, so a
 * change to how covers are made (size, quality, drawing) must raise it.
 */
export const COVER_VERSION = 1;

/** Height in pixels of a cover `width` pixels wide. */
export function coverHeight(width: number): number {
  return Math.round((width * COVER_ASPECT_RATIO.height) / COVER_ASPECT_RATIO.width);
}

/** Address of a cover in one width, e.g. `/images/v1/320/harry-potter.webp`. */
export function coverUrl(picname: string, width: CoverWidth): string {
  return `/images/v${COVER_VERSION}/${width}/${encodeURIComponent(picname)}.webp`;
}

/** The `srcset` of a cover: every width of {@link COVER_WIDTHS} with its `w` descriptor. */
export function coverSrcSet(picname: string): string {
  return COVER_WIDTHS.map((width) => `${coverUrl(picname, width)} ${width}w`).join(', ');
}

/** The width of {@link COVER_WIDTHS} a request names, or null for any other width. */
export function readCoverWidth(raw: string): CoverWidth | null {
  return COVER_WIDTHS.find((width) => String(width) === raw) ?? null;
}
