/** A page linked from the site menu. */
export interface SiteMenuLink {
  href: string;
  label: string;
}

/**
 * The pages the spec links from the site menu (section 2), in its order. Exported as data so the
 * web app can check each has a page and an end-to-end test can visit them all.
 */
export const siteMenuLinks: readonly SiteMenuLink[] = [
  { href: '/advance-search', label: 'Advanced Search' },
  { href: '/request', label: 'Request a Book' },
  { href: '/card-discounts', label: 'Bank Card Discounts' },
  { href: '/help', label: 'Help' },
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/about-us', label: 'About Us' },
  { href: '/terms-conditions', label: 'Terms & Conditions' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
];
