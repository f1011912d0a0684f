import type { MessageKey } from '../en/index.js';
import { account } from './account.js';
import { catalog } from './catalog.js';
import { checkout } from './checkout.js';
import { forms } from './forms.js';
import { mail } from './mail.js';
import { orders } from './orders.js';
import { seo } from './seo.js';
import { shell } from './shell.js';

/**
 * The Urdu catalogue, written for Pakistani shoppers (not word for word from the English), with
 * the shop's terms as GLOSSARY.md gives them. Phone numbers, prices and other left-to-right text
 * inside a sentence sit between U+2066 and U+2069 (written `\u2066` … `\u2069` in the files so they
 * can be seen), which keeps them in their own order in a right-to-left line. Each area's file
 * holds the Urdu of the same file under ../en/: every key of it, and nothing else (the types make
 * it so, and the catalogue test checks the ICU arguments).
 */
export const ur: Readonly<Record<MessageKey, string>> = {
  ...forms,
  ...shell,
  ...catalog,
  ...account,
  ...checkout,
  ...orders,
  ...mail,
  ...seo,
};
