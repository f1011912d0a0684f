/**
 * The shop's information pages (site menu and footer), path → heading. One list for the web app,
 * which gives each a route, and the server, which lists them in the sitemap and titles them for
 * crawlers.
 */
export const CONTENT_PAGES: Readonly<Record<string, string>> = {
  '/help': 'Help',
  '/contact-us': 'Contact Us',
  '/about-us': 'About Us',
  '/terms-conditions': 'Terms & Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/who-we-are': 'Who We Are',
  '/outlets': 'Our Outlets',
  '/careers': 'Careers',
  '/under-construction/manuscript-submissions': 'Manuscript Submissions',
  '/placing-order': 'Placing an Order',
  '/payments': 'Payments',
  '/packing-shipping': 'Packing & Shipping',
  '/tracking-order': 'Tracking Your Order',
  '/cancelling-order': 'Cancelling an Order',
  '/returns': 'Returns',
  '/international-orders': 'International Orders',
  '/readings-mobile-app': 'Mobile App',
};
