import type { MessageKey } from '@bookshop/i18n/core';

export type FooterSection = 'about' | 'help' | 'contact' | 'legal';

/** An internal page linked from the footer. */
export interface FooterLink {
  href: string;
  /** The link's text in the catalogue. */
  labelKey: MessageKey;
  section: FooterSection;
}

/**
 * Every internal footer link (spec section 2). Exported as data so the web app can register a page
 * for each and an end-to-end test can visit them all.
 */
export const footerLinks: readonly FooterLink[] = [
  { section: 'about', href: '/about-us', labelKey: 'shell.links.aboutUs' },
  { section: 'about', href: '/who-we-are', labelKey: 'shell.links.whoWeAre' },
  { section: 'about', href: '/outlets', labelKey: 'shell.links.outlets' },
  { section: 'about', href: '/careers', labelKey: 'shell.links.careers' },
  {
    section: 'about',
    href: '/under-construction/manuscript-submissions',
    labelKey: 'shell.links.manuscripts',
  },
  { section: 'about', href: '/readings-mobile-app', labelKey: 'shell.links.mobileApp' },
  { section: 'help', href: '/help', labelKey: 'shell.links.help' },
  { section: 'help', href: '/placing-order', labelKey: 'shell.links.placingOrder' },
  { section: 'help', href: '/payments', labelKey: 'shell.links.payments' },
  { section: 'help', href: '/packing-shipping', labelKey: 'shell.links.packingShipping' },
  { section: 'help', href: '/tracking-order', labelKey: 'shell.links.trackingOrder' },
  { section: 'help', href: '/cancelling-order', labelKey: 'shell.links.cancellingOrder' },
  { section: 'help', href: '/returns', labelKey: 'shell.links.returns' },
  { section: 'help', href: '/international-orders', labelKey: 'shell.links.internationalOrders' },
  // Not a spec footer link: issue 12 opens the Gift Card dialog's own route from the footer.
  { section: 'help', href: '/gift-card', labelKey: 'shell.links.giftCards' },
  { section: 'contact', href: '/contact-us', labelKey: 'shell.links.contactUs' },
  { section: 'legal', href: '/privacy-policy', labelKey: 'shell.links.privacyPolicy' },
  { section: 'legal', href: '/terms-conditions', labelKey: 'shell.links.terms' },
];

/** How shoppers reach the shop; the defaults are the shop's published lines. */
export interface FooterContact {
  /** Phone number as shown. */
  phone: string;
  /** WhatsApp chat number as shown. */
  chat: string;
  email: string;
  /** Opening hours as shown; the catalogue's, in the page's language, by default. */
  hours?: string;
}

export const DEFAULT_CONTACT: FooterContact = {
  phone: '+92 42 111 000 111',
  chat: '+92 300 000 0111',
  email: 'help@bookshop.pk',
};

/**
 * A social media profile, opened in a new tab: named by a catalogue key (the shop's own, which
 * Urdu readers write in Urdu), or by a name given as it is shown (another shop's).
 */
export type SocialLink = { href: string } & ({ labelKey: MessageKey } | { label: string });

export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { labelKey: 'shell.footer.facebook', href: 'https://www.facebook.com/bookshop.pk' },
  { labelKey: 'shell.footer.instagram', href: 'https://www.instagram.com/bookshop.pk' },
  { labelKey: 'shell.footer.x', href: 'https://x.com/bookshop_pk' },
  { labelKey: 'shell.footer.youtube', href: 'https://www.youtube.com/@bookshop.pk' },
];

/** Turns a displayed number into a dialable one: '+92 42 111 000 111' -> '+9242111000111'. */
export function dialable(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}
