/**
 * The shop's design tokens, typed. `tokens.css` declares the same values as CSS custom properties
 * for the components; `tokens.test.ts` fails when the two differ, so the Foundations pages in
 * Storybook (which read this module) always show what the shop renders.
 */

/** Colours by role. Text colours are paired with the backgrounds they sit on in `CONTRAST_PAIRS`. */
export const colors = {
  paper: '#fbf8f3',
  surface: '#ffffff',
  ink: '#2b2420',
  'ink-muted': '#6b5f57',
  border: '#e6dccf',
  // Darkened from #cdbfae (1.8:1): the edge of a field must stand out 3:1 from what is around it.
  'border-strong': '#8f7f6e',
  accent: '#b4532a',
  'accent-strong': '#8f3f1d',
  'accent-soft': '#f8e6da',
  'on-accent': '#ffffff',
  header: '#2f2420',
  'on-header': '#f7efe6',
  // Darkened from #2f7d4f, which was 4.37:1 on success-soft in the "Available" badge.
  success: '#2b7449',
  'success-soft': '#e3f3e8',
  warning: '#8a5a00',
  'warning-soft': '#fcf0d6',
  danger: '#b42318',
  'danger-soft': '#fdeceb',
  disabled: '#a79b91',
  focus: '#1d5fbf',
  // The focus ring on the dark header bar and footer, where the blue ring was only 2.5:1.
  'focus-on-dark': '#8ab4f8',
} as const;

export type ColorToken = keyof typeof colors;

/**
 * Font stacks. The body stack ends in Noto Nastaliq Urdu so Urdu text is set in Nastaliq; `urdu`
 * leads with it for text marked `lang="ur"` (the web app serves the font, subsetted to the Arabic
 * script's range, so it is downloaded only when Urdu text is on the page).
 */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Nastaliq Urdu", sans-serif',
  display: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Noto Serif", serif',
  urdu: '"Noto Nastaliq Urdu", system-ui, sans-serif',
} as const;

/**
 * Line heights. Nastaliq descends steeply and stacks its letters, so at the Latin 1.5 the lines
 * of an Urdu description nearly touch; 2 gives them the room Urdu typesetting gives.
 */
export const leading = {
  base: '1.5',
  urdu: '2',
} as const;

/**
 * The type scale: the sizes the components use, smallest (badges, fine print) to largest
 * (dialog and page titles). 1rem is 16px.
 */
export const text = {
  xs: '0.75rem',
  sm: '0.8125rem',
  md: '0.875rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.75rem',
} as const;

export const radii = {
  sm: '0.375rem',
  md: '0.625rem',
  lg: '1rem',
} as const;

export const shadows = {
  sm: '0 1px 2px rgb(43 36 32 / 0.08)',
  md: '0 6px 18px rgb(43 36 32 / 0.12)',
  lg: '0 18px 48px rgb(43 36 32 / 0.22)',
} as const;

export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
} as const;

/** Page width and stacking order. */
export const layout = {
  container: '80rem',
  'z-header': '50',
  'z-menu': '60',
  'z-dialog': '100',
} as const;

/** Every token as the CSS custom property that carries it, e.g. `--bk-color-ink` → `#2b2420`. */
export function cssCustomProperties(): Record<string, string> {
  const entries: [string, string][] = [
    ...prefixed('color', colors),
    ...prefixed('font', fonts),
    ...prefixed('leading', leading),
    ...prefixed('text', text),
    ...prefixed('radius', radii),
    ...prefixed('shadow', shadows),
    ...prefixed('space', space),
    ...Object.entries(layout).map(([name, value]): [string, string] => [`--bk-${name}`, value]),
  ];
  return Object.fromEntries(entries);
}

function prefixed(group: string, values: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(values).map(([name, value]) => [`--bk-${group}-${name}`, value]);
}

/** A text colour on a background it is used on, with where, and the WCAG minimum it must meet. */
export interface ContrastPair {
  text: ColorToken;
  background: ColorToken;
  usedFor: string;
  /** 4.5 for body text, 3 for large text and the edges of controls (WCAG 1.4.3 and 1.4.11). */
  minimum: 4.5 | 3;
}

/** The text-on-background pairs the components use; each must meet its WCAG minimum. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { text: 'ink', background: 'paper', usedFor: 'Body text on the page', minimum: 4.5 },
  { text: 'ink', background: 'surface', usedFor: 'Text in cards, dialogs and menus', minimum: 4.5 },
  { text: 'ink-muted', background: 'paper', usedFor: 'Authors, hints, old prices', minimum: 4.5 },
  { text: 'ink-muted', background: 'surface', usedFor: 'Hints and descriptions in dialogs', minimum: 4.5 },
  { text: 'accent-strong', background: 'paper', usedFor: 'Links', minimum: 4.5 },
  { text: 'accent-strong', background: 'surface', usedFor: 'Link buttons, hovered links', minimum: 4.5 },
  {
    text: 'accent-strong',
    background: 'accent-soft',
    usedFor: 'Discount badge, menu highlight',
    minimum: 4.5,
  },
  { text: 'on-accent', background: 'accent', usedFor: 'Primary buttons', minimum: 4.5 },
  { text: 'on-accent', background: 'danger', usedFor: 'Danger buttons', minimum: 4.5 },
  { text: 'on-header', background: 'header', usedFor: 'Header bar and footer', minimum: 4.5 },
  { text: 'success', background: 'success-soft', usedFor: '"Available" badge', minimum: 4.5 },
  {
    text: 'warning',
    background: 'warning-soft',
    usedFor: '"Pre-order" and "On demand" badges',
    minimum: 4.5,
  },
  { text: 'danger', background: 'danger-soft', usedFor: '"Out of stock" badge, form errors', minimum: 4.5 },
  { text: 'danger', background: 'surface', usedFor: 'Field errors', minimum: 4.5 },
  { text: 'focus', background: 'paper', usedFor: 'Focus ring on the page', minimum: 3 },
  { text: 'focus', background: 'surface', usedFor: 'Focus ring in dialogs', minimum: 3 },
  {
    text: 'focus-on-dark',
    background: 'header',
    usedFor: 'Focus ring on the header bar and footer',
    minimum: 3,
  },
  {
    text: 'border-strong',
    background: 'surface',
    usedFor: 'Edges of fields and secondary buttons',
    minimum: 3,
  },
];

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1]!, 16);
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 0xff) + 0.0722 * channel(n & 0xff);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
