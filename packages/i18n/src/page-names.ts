import { SITE_PATHS } from '@bookshop/domain';
import type { MessageKey } from './catalogue/en/index.js';

/**
 * The catalogue key of each fixed page's name, by its path: the server titles the page with it
 * (its `<title>` in the page's language) and the web app heads the page with it, so the heading
 * and the browser tab agree in every language. English holds the domain's names (CONTENT_PAGES).
 */
export const PAGE_NAME_KEYS: Readonly<Record<string, MessageKey>> = {
  [SITE_PATHS.cardDiscounts.pattern]: 'seo.pageName.cardDiscounts',
  [SITE_PATHS.advanceSearch.pattern]: 'seo.pageName.advanceSearch',
  [SITE_PATHS.requestBook.pattern]: 'seo.pageName.requestBook',
  '/help': 'seo.pageName.help',
  '/contact-us': 'seo.pageName.contactUs',
  '/about-us': 'seo.pageName.aboutUs',
  '/terms-conditions': 'seo.pageName.termsConditions',
  '/privacy-policy': 'seo.pageName.privacyPolicy',
  '/who-we-are': 'seo.pageName.whoWeAre',
  '/outlets': 'seo.pageName.outlets',
  '/careers': 'seo.pageName.careers',
  '/under-construction/manuscript-submissions': 'seo.pageName.manuscriptSubmissions',
  '/placing-order': 'seo.pageName.placingOrder',
  '/payments': 'seo.pageName.payments',
  '/packing-shipping': 'seo.pageName.packingShipping',
  '/tracking-order': 'seo.pageName.trackingOrder',
  '/cancelling-order': 'seo.pageName.cancellingOrder',
  '/returns': 'seo.pageName.returns',
  '/international-orders': 'seo.pageName.internationalOrders',
  '/readings-mobile-app': 'seo.pageName.mobileApp',
};
