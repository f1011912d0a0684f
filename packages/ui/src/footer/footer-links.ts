export type FooterSection = 'about' | 'help' | 'contact' | 'legal';

/** An internal page linked from the footer. */
export interface FooterLink {
  href: string;
  label: string;
  section: FooterSection;
}

/**
 * Every internal footer link (spec section 2). Exported as data so the web app can register a page
 * for each and an end-to-end test can visit them all.
 */
export const footerLinks: readonly FooterLink[] = [
  { section: 'about', href: '/about-us', label: 'About Us' },
  { section: 'about', href: '/who-we-are', label: 'Who We Are' },
  { section: 'about', href: '/outlets', label: 'Our Outlets' },
  { section: 'about', href: '/careers', label: 'Careers' },
  { section: 'about', href: '/under-construction/manuscript-submissions', label: 'Manuscript Submissions' },
  { section: 'about', href: '/readings-mobile-app', label: 'Mobile App' },
  { section: 'help', href: '/help', label: 'Help' },
  { section: 'help', href: '/placing-order', label: 'Placing an Order' },
  { section: 'help', href: '/payments', label: 'Payments' },
  { section: 'help', href: '/packing-shipping', label: 'Packing & Shipping' },
  { section: 'help', href: '/tracking-order', label: 'Tracking Your Order' },
  { section: 'help', href: '/cancelling-order', label: 'Cancelling an Order' },
  { section: 'help', href: '/returns', label: 'Returns' },
  { section: 'help', href: '/international-orders', label: 'International Orders' },
  // Not a spec footer link: issue 12 opens the Gift Card dialog's own route from the footer.
  { section: 'help', href: '/gift-card', label: 'E-Gift Cards' },
  { section: 'contact', href: '/contact-us', label: 'Contact Us' },
  { section: 'legal', href: '/privacy-policy', label: 'Privacy Policy' },
  { section: 'legal', href: '/terms-conditions', label: 'Terms & Conditions' },
];

/** How shoppers reach the shop; the defaults are the shop's published lines. */
export interface FooterContact {
  /** Phone number as shown. */
  phone: string;
  /** WhatsApp chat number as shown. */
  chat: string;
  email: string;
  hours: string;
}

export const DEFAULT_CONTACT: FooterContact = {
  phone: '+92 42 111 000 111',
  chat: '+92 300 000 0111',
  email: 'help@bookshop.pk',
  hours: '9 am to 5 pm on working days',
};

/** A social media profile, opened in a new tab. */
export interface SocialLink {
  label: string;
  href: string;
}

export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/bookshop.pk' },
  { label: 'Instagram', href: 'https://www.instagram.com/bookshop.pk' },
  { label: 'X', href: 'https://x.com/bookshop_pk' },
  { label: 'YouTube', href: 'https://www.youtube.com/@bookshop.pk' },
];

/** Turns a displayed number into a dialable one: '+92 42 111 000 111' -> '+9242111000111'. */
export function dialable(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}
