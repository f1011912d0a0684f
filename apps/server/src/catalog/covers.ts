import sharp from 'sharp';
import { ensureCoverFonts, URDU_COVER_FONT } from '../images/cover-fonts.js';

/** Cover size in pixels; the web app shows covers at most this large. */
export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 450;

const PALETTE = [
  '#7a2e2e',
  '#2e4a7a',
  '#2e6b4f',
  '#7a5a2e',
  '#5a2e7a',
  '#2e6f7a',
  '#8a3f1d',
  '#3d3d5c',
  '#6b2e55',
  '#4f5f2e',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap; a word longer than a line is cut so nothing runs off the cover. */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (current === '') current = piece;
    else if (current.length + 1 + piece.length <= perLine) current += ` ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function colourFor(key: string): string {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return PALETTE[h % PALETTE.length] as string;
}

const URDU_SCRIPT = /[\u0600-\u06ff\u0750-\u077f]/u;

/**
 * Urdu text is drawn in Nastaliq (cover-fonts.ts), whose letters climb and descend far more than
 * Latin ones: smaller type and more room between lines keep the lines apart.
 */
function titleTypeFor(title: string) {
  return URDU_SCRIPT.test(title)
    ? { font: `bold 24px '${URDU_COVER_FONT}','DejaVu Serif',serif`, lineStep: 54, perLine: 16, lines: 4 }
    : { font: `bold 28px 'DejaVu Serif',serif`, lineStep: 38, perLine: 14, lines: 6 };
}

/** The cover's drawing (SVG), before it is rasterised. */
export function coverSvg(title: string, author: string, key: string): string {
  const type = titleTypeFor(title);
  const titleLines = wrapWords(title, type.perLine, type.lines);
  const titleTop = 120;
  const tspans = titleLines
    .map((line, i) => `<text x="150" y="${titleTop + i * type.lineStep}" class="t">${escapeXml(line)}</text>`)
    .join('');
  const authorLine = wrapWords(author, 26, 1)[0] ?? '';
  const authorFont = URDU_SCRIPT.test(authorLine)
    ? `17px '${URDU_COVER_FONT}','DejaVu Sans',sans-serif`
    : `20px 'DejaVu Sans',sans-serif`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
  <style>.t{font:${type.font};fill:#fff8ec;text-anchor:middle}
  .a{font:${authorFont};fill:#f3dcb5;text-anchor:middle}</style>
  <rect width="100%" height="100%" fill="${colourFor(key)}"/>
  <rect x="16" y="16" width="268" height="418" fill="none" stroke="#f3dcb5" stroke-width="2"/>
  ${tspans}
  <text x="150" y="400" class="a">${escapeXml(authorLine)}</text>
</svg>`;
}

/**
 * A generated cover: title and author on a coloured board, as webp, `width` pixels wide (2:3).
 * The drawing is rasterised at that width, not scaled from a smaller picture, so it stays sharp.
 */
export function renderCover(
  title: string,
  author: string,
  key: string,
  width = COVER_WIDTH,
): Promise<Buffer> {
  ensureCoverFonts();
  // SVG is read at 72 dpi by default: a density in proportion draws it `width` pixels wide.
  return sharp(Buffer.from(coverSvg(title, author, key)), { density: (72 * width) / COVER_WIDTH })
    .resize(width, Math.round((width * COVER_HEIGHT) / COVER_WIDTH))
    .webp({ quality: width > COVER_WIDTH ? 72 : 80 })
    .toBuffer();
}

/** The fallback image the web app shows when a cover cannot be loaded. */
export function renderPlaceholder(): Promise<Buffer> {
  ensureCoverFonts();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
  <rect width="100%" height="100%" fill="#e9e1d3"/>
  <rect x="110" y="170" width="80" height="100" rx="6" fill="none" stroke="#b9ab92" stroke-width="6"/>
  <line x1="150" y1="170" x2="150" y2="270" stroke="#b9ab92" stroke-width="4"/>
  <text x="150" y="320" font-family="DejaVu Sans" font-size="20" fill="#8c7e66" text-anchor="middle">No cover</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
