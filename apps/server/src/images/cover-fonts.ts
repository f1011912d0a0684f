import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Fonts for the generated covers. sharp draws the cover SVG with librsvg, which finds fonts
 * through fontconfig and shapes text with Pango and HarfBuzz (Nastaliq needs that: its letters
 * join and stack). A server usually has no Urdu font, so Urdu titles came out as boxes; the shop
 * brings its own, Noto Nastaliq Urdu (SIL Open Font Licence) from an npm package, and points
 * fontconfig at it with a generated configuration that also keeps the system's fonts.
 */

/** The family name the cover SVG asks for to draw Urdu text. */
export const URDU_COVER_FONT = 'Noto Nastaliq Urdu';

const require = createRequire(import.meta.url);

/** The folder of the font package; fontconfig reads every font file below it. */
const FONT_PACKAGE_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-nastaliq-urdu/package.json'));

/** The regular-weight TTF, for whoever needs to read the font itself (its character map). */
export const URDU_COVER_FONT_FILE = path.join(
  FONT_PACKAGE_DIR,
  '400Regular',
  'NotoNastaliqUrdu_400Regular.ttf',
);

const SYSTEM_CONFIG = '/etc/fonts/fonts.conf';

let configured: string | null = null;

function xmlText(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Makes the cover fonts visible to librsvg: writes a fonts.conf that includes the configuration
 * fontconfig would have used (the operator's FONTCONFIG_FILE, else the system's) and adds the
 * font package's folder, and names it in FONTCONFIG_FILE. Must run before the first text is drawn
 * in this process: fontconfig reads its configuration once. Idempotent; returns the file's path.
 */
export function ensureCoverFonts(): string {
  if (configured) return configured;
  const base = process.env.FONTCONFIG_FILE || SYSTEM_CONFIG;
  // One folder per configuration, so processes with different settings do not share a cache.
  const key = createHash('sha256').update(`${base}\n${FONT_PACKAGE_DIR}`).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), `bookshop-fonts-${key}`);
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${xmlText(base)}</include>
  <dir>${xmlText(FONT_PACKAGE_DIR)}</dir>
  <cachedir>${xmlText(path.join(dir, 'cache'))}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = file;
  configured = file;
  return file;
}
