/**
 * The text glyphs the components draw as icons, always inside an aria-hidden span next to an
 * accessible name. One list, so the Icons page in Storybook shows exactly what the shop draws.
 */
export const ICON_GLYPHS = {
  /** Close a dialog, dismiss a toast. */
  close: '×',
  /** Previous slide (mirrored by the browser in right-to-left text). */
  previous: '‹',
  /** Next slide. */
  next: '›',
  /** Marks a required field after its label. */
  required: '*',
} as const;
