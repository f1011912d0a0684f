import { CONTENT_PAGES, SITE_PATHS } from '@bookshop/domain';
import { formatMessage, type Language, type MessageKey } from '@bookshop/i18n';

/**
 * The catalogue key of each fixed page's name (sitePages), for its title in a language. English
 * keeps the names sitePages gives (the domain's CONTENT_PAGES); the seo area holds them too, and
 * a test keeps the two the same.
 */
export const SITE_PAGE_NAME_KEYS: Readonly<Record<string, MessageKey>> = {
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

/** A fixed page's name in a language; undefined for a page the table does not know (a new one). */
export function sitePageName(path: string, language: Language): string | undefined {
  const key = SITE_PAGE_NAME_KEYS[path];
  if (!key) return undefined;
  return language === 'en' ? (CONTENT_PAGES[path] ?? formatMessage('en', key)) : formatMessage(language, key);
}
