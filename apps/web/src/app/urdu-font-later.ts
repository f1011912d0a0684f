/**
 * index.html puts `data-urdu-font="later"` on <html>: while it is there the shop's styles draw
 * Urdu in the phone's own face and do not ask for the Nastaliq web font (@bookshop/ui
 * urdu-font.css says why). Taken off once the page is hydrated (or, for a page the browser
 * renders itself, drawn): the font then comes after the page's cover and code, and swaps in.
 */
export const URDU_FONT_LATER_ATTRIBUTE = 'data-urdu-font';

export function releaseUrduFont(html: HTMLElement = document.documentElement): void {
  html.removeAttribute(URDU_FONT_LATER_ATTRIBUTE);
}
