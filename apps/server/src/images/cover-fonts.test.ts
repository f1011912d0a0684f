import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_HEIGHT, COVER_WIDTH, coverSvg, renderCover } from '../catalog/covers.js';
import { urduItems } from '../catalog/demo/books-urdu.js';
import { ensureCoverFonts, URDU_COVER_FONT, URDU_COVER_FONT_FILE } from './cover-fonts.js';

/** The characters of a text that are drawn (spaces and punctuation of any script aside). */
function drawnCharacters(text: string): string[] {
  return [...new Set([...text.normalize('NFC')].filter((c) => /[\p{L}\p{M}\p{N}]/u.test(c)))];
}

/**
 * Pixels of an image (RGB) far from its top-left (background) colour, within a box when given:
 * ink, not the faint noise of lossy compression.
 */
async function inkOf(
  image: Buffer,
  box?: { left: number; top: number; right: number; bottom: number },
): Promise<{ ink: number; pixels: Buffer }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const area = box ?? { left: 0, top: 0, right: info.width, bottom: info.height };
  let ink = 0;
  for (let y = area.top; y < area.bottom; y++) {
    for (let x = area.left; x < area.right; x++) {
      const i = (y * info.width + x) * 3;
      const d =
        Math.abs((data[i] as number) - (data[0] as number)) +
        Math.abs((data[i + 1] as number) - (data[1] as number)) +
        Math.abs((data[i + 2] as number) - (data[2] as number));
      if (d > 60) ink++;
    }
  }
  return { ink, pixels: data };
}

/** One text drawn alone on a white board, as librsvg draws the covers' text. */
function drawText(text: string, family: string): Promise<Buffer> {
  ensureCoverFonts();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="80" y="100" font-family="${family}" font-size="48" fill="#000000" text-anchor="middle">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Whether a drawn character is a missing-glyph box: librsvg draws one as a rectangle (with the
 * code point inside), so the ink's bounding box is inked along all four edges, which no letter is.
 */
async function looksLikeBox(image: Buffer): Promise<boolean> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const inked = (x: number, y: number) => (data[(y * info.width + x) * 3] as number) < 128;
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (!inked(x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return false;
  const filled = (points: Array<[number, number]>) =>
    points.filter(([x, y]) => inked(x, y)).length / points.length;
  const across = (y: number) =>
    Array.from({ length: right - left + 1 }, (_, i): [number, number] => [left + i, y]);
  const down = (x: number) =>
    Array.from({ length: bottom - top + 1 }, (_, i): [number, number] => [x, top + i]);
  return [across(top), across(bottom), down(left), down(right)].every((edge) => filled(edge) > 0.8);
}

/** Pixels where two same-sized renders differ by more than compression noise. */
async function differingInk(
  a: Buffer,
  b: Buffer,
  area: { left: number; top: number; right: number; bottom: number },
) {
  const [x, y] = await Promise.all(
    [a, b].map((img) => sharp(img).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!x || !y) return 0;
  let n = 0;
  for (let row = area.top; row < area.bottom; row++) {
    for (let col = area.left; col < area.right; col++) {
      const i = (row * x.info.width + col) * 3;
      const d =
        Math.abs((x.data[i] as number) - (y.data[i] as number)) +
        Math.abs((x.data[i + 1] as number) - (y.data[i + 1] as number)) +
        Math.abs((x.data[i + 2] as number) - (y.data[i + 2] as number));
      if (d > 120) n++;
    }
  }
  return n;
}

describe('the Urdu font of generated covers', () => {
  const font = fontkit.openSync(URDU_COVER_FONT_FILE) as fontkit.Font;

  it('is Noto Nastaliq Urdu, and it has a glyph for every character of every Urdu title and author', () => {
    expect(font.familyName).toBe(URDU_COVER_FONT);
    const missing: string[] = [];
    for (const item of urduItems) {
      for (const c of drawnCharacters(`${item.title} ${item.authors.join(' ')}`)) {
        if (!font.hasGlyphForCodePoint(c.codePointAt(0) as number)) {
          missing.push(`${item.key}: U+${(c.codePointAt(0) as number).toString(16).toUpperCase()}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('draws ہ and ے and every letter of an Urdu title as glyphs, not as missing-glyph boxes', async () => {
    // U+E000 is a private-use code point no font has: the box librsvg draws for a missing glyph.
    expect(await looksLikeBox(await drawText('\uE000', URDU_COVER_FONT))).toBe(true);
    for (const c of drawnCharacters('ہے دیوانِ غالب نسخہ ہائے وفا')) {
      const drawn = await drawText(c, URDU_COVER_FONT);
      expect((await inkOf(drawn)).ink, c).toBeGreaterThan(0);
      expect(await looksLikeBox(drawn), c).toBe(false);
    }
  });

  it('renders an Urdu cover whose title is drawn in Nastaliq, not in a fallback font or boxes', async () => {
    const title = 'نسخہ ہائے وفا';
    // Inside the frame, from above the first title line to below the last: the title alone.
    const titleArea = { left: 30, top: 60, right: 270, bottom: 330 };
    const cover = await renderCover(title, 'فیض احمد فیض', 'urdu-test');
    expect((await inkOf(await renderCover('', '', 'urdu-test'), titleArea)).ink).toBe(0);
    expect((await inkOf(cover, titleArea)).ink).toBeGreaterThan(500);
    // The same cover asking for DejaVu Sans, which has Naskh shapes for most Urdu letters and none
    // for ہ and ے (what covers looked like before): the cover must look different.
    const fallbackSvg = coverSvg(title, 'فیض احمد فیض', 'urdu-test').replaceAll(
      `'${URDU_COVER_FONT}',`,
      `'DejaVu Sans',`,
    );
    const fallback = await sharp(Buffer.from(fallbackSvg)).webp({ quality: 80 }).toBuffer();
    expect(await differingInk(cover, fallback, titleArea)).toBeGreaterThan(300);
    const { width, height } = await sharp(await renderCover(title, 'فیض احمد فیض', 'urdu-test')).metadata();
    expect([width, height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
  });
});
