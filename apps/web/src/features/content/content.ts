import { type MessageKey, PAGE_NAME_KEYS } from '@bookshop/i18n/core';

/**
 * The text of the shop's information pages, keyed by path: each paragraph a message of the
 * catalogue (shell.content.*), so the page reads in its own language. Short, but true to how the
 * shop works.
 */
export const contentText: Readonly<Record<string, readonly MessageKey[]>> = {
  '/help': ['shell.content.help.1', 'shell.content.help.2', 'shell.content.help.3'],
  '/contact-us': ['shell.content.contactUs.1', 'shell.content.contactUs.2'],
  '/about-us': ['shell.content.aboutUs.1', 'shell.content.aboutUs.2'],
  '/who-we-are': ['shell.content.whoWeAre.1'],
  '/outlets': ['shell.content.outlets.1'],
  '/careers': ['shell.content.careers.1'],
  '/under-construction/manuscript-submissions': ['shell.content.manuscripts.1'],
  '/placing-order': ['shell.content.placingOrder.1', 'shell.content.placingOrder.2'],
  '/payments': ['shell.content.payments.1', 'shell.content.payments.2'],
  '/packing-shipping': ['shell.content.packingShipping.1', 'shell.content.packingShipping.2'],
  '/cancelling-order': ['shell.content.cancellingOrder.1'],
  '/returns': ['shell.content.returns.1'],
  '/international-orders': ['shell.content.internationalOrders.1'],
  '/readings-mobile-app': ['shell.content.mobileApp.1'],
  '/terms-conditions': ['shell.content.terms.1', 'shell.content.terms.2'],
  '/privacy-policy': ['shell.content.privacyPolicy.1', 'shell.content.privacyPolicy.2'],
};

/**
 * Each information page's name, for its heading: the same messages the server titles the page
 * with (PAGE_NAME_KEYS), so the heading and the browser tab agree in every language.
 */
export const contentTitles = PAGE_NAME_KEYS;
