import { account } from './account.js';
import { catalog } from './catalog.js';
import { checkout } from './checkout.js';
import { forms } from './forms.js';
import { mail } from './mail.js';
import { orders } from './orders.js';
import { seo } from './seo.js';
import { shell } from './shell.js';

/**
 * The English catalogue. The spec's messages are here verbatim (its tests compare them letter for
 * letter); the rest is the shop's own wording. A key is `area.what`, and each area of the shop
 * keeps its messages in a file of its own (the same file name under ../ur/ holds their Urdu), so
 * the people working on different pages do not edit one file. A key used twice would be a
 * mistake: the catalogue test fails when two areas define the same key.
 */
export const en = {
  ...forms,
  ...shell,
  ...catalog,
  ...account,
  ...checkout,
  ...orders,
  ...mail,
  ...seo,
} as const;

/** The areas one by one, for the test that no key is defined in two of them. */
export const EN_AREAS = { forms, shell, catalog, account, checkout, orders, mail, seo } as const;

/**
 * The areas only the server words (e-mails): a browser build leaves them out of the catalogue it
 * sends. Not the seo area: pages are headed with its page names (PAGE_NAME_KEYS).
 */
export const SERVER_ONLY_AREAS = ['mail'] as const satisfies readonly (keyof typeof EN_AREAS)[];

/** A key of the message catalogue; a key that is not in it does not typecheck. */
export type MessageKey = keyof typeof en;
