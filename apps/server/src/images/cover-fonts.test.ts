import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_HEIGHT, COVER_WIDTH, renderCover } from '../catalog/covers.js';
import { urduItems } from '../catalog/demo/books-urdu.js';
import { ensureCoverFonts, URDU_COVER_FONT, URDU_COVER_FONT_FILE } from './cover-fonts.js';

/** The characters of a text that are drawn (spaces and punctuation of any script aside). */
function drawnCharacters(text: string): string[] {
  return [...new Set([...text.normalize('NFC')].filter((c) => /[\p{L}\p{M}\p{N}]/u.test(c)))];
}

/** Pixels of an image (RGB) that differ from its top-left (background) colour. */
async function inkOf(image: Buffer): Promise<{ ink: number; pixels: Buffer }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    const d =
      Math.abs((data[i] as number) - (data[0] as number)) +
      Math.abs((data[i + 1] as number) - (data[1] as number)) +
      Math.abs((data[i + 2] as number) - (data[2] as number));
    if (d > 60) ink++;
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

/** How many pixels two same-sized renders differ in. */
function differingPixels(a: Buffer, b: Buffer): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 3)
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
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
    // U+E000 is a private-use code point no font has: librsvg draws its missing-glyph box.
    const box = await inkOf(await drawText('\uE000', URDU_COVER_FONT));
    expect(box.ink).toBeGreaterThan(0);
    for (const c of drawnCharacters('ہے دیوانِ غالب نسخہ ہائے وفا')) {
      const drawn = await inkOf(await drawText(c, URDU_COVER_FONT));
      expect(drawn.ink, c).toBeGreaterThan(0);
      expect(differingPixels(drawn.pixels, box.pixels), c).toBeGreaterThan(200);
    }
  });

  it('renders an Urdu cover whose title area holds the drawn title', async () => {
    const title = 'نسخہ ہائے وفا';
    const withTitle = await inkOf(await renderCover(title, 'فیض احمد فیض', 'urdu-test'));
    const blank = await inkOf(await renderCover('', '', 'urdu-test'));
    const boxes = await inkOf(await renderCover('\uE000'.repeat([...title].length), '', 'urdu-test'));
    // Only the title and author differ from the blank board; the title is a good part of it.
    expect(withTitle.ink - blank.ink).toBeGreaterThan(1500);
    expect(differingPixels(withTitle.pixels, boxes.pixels)).toBeGreaterThan(1500);
    const { width, height } = await sharp(await renderCover(title, 'فیض احمد فیض', 'urdu-test')).metadata();
    expect([width, height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
  });
});
