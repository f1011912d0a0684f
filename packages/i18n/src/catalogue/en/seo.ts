/**
 * The seo area's messages in English (see ./index.ts): the titles and descriptions the server
 * writes into a page's head for search engines and the browser's tab. Book titles, authors and
 * category names are arguments: they are the catalogue's own words, never translated.
 */
export const seo = {
  'seo.site.title': '{shop} — books, stationery and art supplies',
  'seo.site.description': 'Books, stationery and art supplies delivered across Pakistan.',
  'seo.page.description': '{page} — {shop}: books, stationery and art supplies delivered across Pakistan.',
  'seo.book.titleBy': '{title} by {authors} | {shop}',
  'seo.book.leadBy': '{title} by {authors}: {price}, {stock}, delivered across Pakistan.',
  'seo.book.lead': '{title}: {price}, {stock}, delivered across Pakistan.',
  'seo.book.notFoundTitle': 'Book not found | {shop}',
  'seo.book.notFoundDescription': 'This book is not in our catalogue.',
  'seo.category.description':
    'Shop {name} in stock at {shop}: books, stationery and art supplies delivered across Pakistan.',
  'seo.category.highDiscountTitle': 'High Discounts on {name} | {shop}',
  'seo.category.highDiscountDescription':
    '{name} at the biggest discounts, in stock and delivered across Pakistan.',
  'seo.category.notFoundTitle': 'Category not found | {shop}',
  'seo.category.notFoundDescription': 'This category does not exist.',
  'seo.stock.available': 'Available',
  'seo.stock.outOfStock': 'Out of stock',
  'seo.stock.preOrder': 'Pre-order',
  'seo.stock.onDemand': 'On demand',
  'seo.pageName.cardDiscounts': 'Bank Card Discounts',
  'seo.pageName.advanceSearch': 'Advanced Search',
  'seo.pageName.requestBook': 'Request a Book',
  'seo.pageName.help': 'Help',
  'seo.pageName.contactUs': 'Contact Us',
  'seo.pageName.aboutUs': 'About Us',
  'seo.pageName.termsConditions': 'Terms & Conditions',
  'seo.pageName.privacyPolicy': 'Privacy Policy',
  'seo.pageName.whoWeAre': 'Who We Are',
  'seo.pageName.outlets': 'Our Outlets',
  'seo.pageName.careers': 'Careers',
  'seo.pageName.manuscriptSubmissions': 'Manuscript Submissions',
  'seo.pageName.placingOrder': 'Placing an Order',
  'seo.pageName.payments': 'Payments',
  'seo.pageName.packingShipping': 'Packing & Shipping',
  'seo.pageName.trackingOrder': 'Tracking Your Order',
  'seo.pageName.cancellingOrder': 'Cancelling an Order',
  'seo.pageName.returns': 'Returns',
  'seo.pageName.internationalOrders': 'International Orders',
  'seo.pageName.mobileApp': 'Mobile App',
} as const satisfies Record<string, string>;
