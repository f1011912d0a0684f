import type { MessageKey } from '@bookshop/i18n/core';

/** A page linked from the site menu. */
export interface SiteMenuLink {
  href: string;
  /** The link's text in the catalogue. */
  labelKey: MessageKey;
}

/**
 * The pages the spec links from the site menu (section 2), in its order. Exported as data so the
 * web app can check each has a page and an end-to-end test can visit them all.
 */
export const siteMenuLinks: readonly SiteMenuLink[] = [
  { href: '/advance-search', labelKey: 'shell.links.advancedSearch' },
  { href: '/request', labelKey: 'shell.links.requestBook' },
  { href: '/card-discounts', labelKey: 'shell.links.cardDiscounts' },
  { href: '/help', labelKey: 'shell.links.help' },
  { href: '/contact-us', labelKey: 'shell.links.contactUs' },
  { href: '/about-us', labelKey: 'shell.links.aboutUs' },
  { href: '/terms-conditions', labelKey: 'shell.links.terms' },
  { href: '/privacy-policy', labelKey: 'shell.links.privacyPolicy' },
];
