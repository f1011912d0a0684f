/**
 * Finds CSS declarations that name a physical side (left or right) where the shop must use a
 * logical one, so an Urdu page (right to left) mirrors by itself: `margin-left` instead of
 * `margin-inline-start`, `left: 0` instead of `inset-inline-start: 0`, `text-align: right`
 * instead of `end`, a four-value `padding` whose right and left differ, and so on.
 *
 * A declaration that must stay physical in both directions (a media "play" triangle, a down
 * chevron drawn from two borders) says so in a comment right before it: `/* physical: why *\/`.
 */

export interface PhysicalDeclaration {
  /** 1-based line of the declaration in the file. */
  line: number;
  /** The declaration as written, e.g. `margin-left: 1rem`. */
  declaration: string;
  /** What to write instead. */
  hint: string;
}

const SIDE = '(?:left|right)';

/** Properties whose very name is physical, each with its logical replacement. */
const PHYSICAL_PROPERTIES: [RegExp, string][] = [
  [new RegExp(`^(margin|padding|scroll-margin|scroll-padding)-${SIDE}$`), '$1-inline-start/end'],
  [new RegExp(`^border-${SIDE}(-width|-color|-style)?$`), 'border-inline-start/end$1'],
  [new RegExp(`^border-(top|bottom)-${SIDE}-radius$`), 'border-start-start-radius etc.'],
  [new RegExp(`^${SIDE}$`), 'inset-inline-start/end'],
];

/** Properties that are logical by name but take a physical keyword. */
const PHYSICAL_KEYWORDS: [RegExp, RegExp, string][] = [
  [/^text-align(-last)?$/, new RegExp(`^${SIDE}$`), 'start/end'],
  [/^(float|clear)$/, new RegExp(`^${SIDE}$`), 'inline-start/inline-end'],
  [/^justify-(content|items|self)$/, new RegExp(`\\b${SIDE}\\b`), 'start/end or flex-start/flex-end'],
  [
    /^background-position(-x)?$/,
    new RegExp(`\\b${SIDE}\\b`),
    'a position that is the same in both directions',
  ],
];

/** Shorthands of four sides (top right bottom left) whose right and left may differ. */
const BOX_SHORTHANDS =
  /^(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/;

/** Splits a value on top-level whitespace, keeping `calc(a + b)` and `var(--x, 1px)` whole. */
function splitValue(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/** Why a box shorthand is one-sided (its right and left differ), or null when it mirrors to itself. */
function oneSidedShorthand(property: string, value: string): string | null {
  const parts = splitValue(value);
  if (BOX_SHORTHANDS.test(property)) {
    return parts.length === 4 && parts[1] !== parts[3] ? `${property}-block and ${property}-inline` : null;
  }
  if (property === 'border-radius' && !value.includes('/')) {
    // top-left top-right bottom-right bottom-left; fewer values repeat diagonally.
    const [a, b = a, c = a, d = b] = parts;
    return a !== b || c !== d ? 'border-start-start-radius, border-start-end-radius, …' : null;
  }
  return null;
}

function hintFor(property: string, written: string): string | null {
  const value = written.replace(/\s*!important$/, '');
  for (const [pattern, hint] of PHYSICAL_PROPERTIES) {
    if (pattern.test(property)) return property.replace(pattern, hint);
  }
  for (const [propertyPattern, valuePattern, hint] of PHYSICAL_KEYWORDS) {
    if (propertyPattern.test(property) && valuePattern.test(value)) return hint;
  }
  return oneSidedShorthand(property, value);
}

/** Every physical declaration in a stylesheet's text that no `physical:` comment excuses. */
export function findPhysicalDeclarations(css: string): PhysicalDeclaration[] {
  // Comments become spaces of the same length, so offsets (and line numbers) stay those of the file.
  const excusedUpTo = new Set<number>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment, offset: number) => {
    if (/^\/\*\s*physical:/.test(comment)) excusedUpTo.add(offset + comment.length);
    return comment.replace(/[^\n]/g, ' ');
  });
  const found: PhysicalDeclaration[] = [];
  const declaration = /(^|[{;])(\s*)([a-z-]+)\s*:\s*([^;{}]*?)\s*(?=;|})/g;
  for (const match of text.matchAll(declaration)) {
    const [, before = '', space = '', property = '', value = ''] = match;
    const start = match.index + before.length + space.length;
    const hint = hintFor(property, value);
    if (!hint) continue;
    const excused = [...excusedUpTo].some((end) => end <= start && text.slice(end, start).trim() === '');
    if (excused) continue;
    found.push({
      line: text.slice(0, start).split('\n').length,
      declaration: `${property}: ${value}`,
      hint,
    });
  }
  return found;
}
