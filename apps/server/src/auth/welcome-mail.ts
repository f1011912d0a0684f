import { SITE_PATHS } from '@bookshop/domain';
import { type Language, pathInLanguage } from '@bookshop/i18n';
import { button, escapeHtml, mailDocument, paragraph, textSpan } from '../mail/mail-html.js';
import { mailWords } from '../mail/mail-words.js';
import type { Mail } from '../mail/repository.js';
import { SHOP_NAME } from '../seo/site-pages.js';

/**
 * The e-mail a new account gets: what it is for, and where to go next, in the language of the
 * page the shopper registered from (its links to the shop's pages in that language). Names may
 * be in Urdu.
 */
export function welcomeMail(
  user: { email: string; firstName: string },
  publicUrl: string,
  language: Language = 'en',
): Mail {
  const w = mailWords(language);
  const subject = w.t('mail.welcome.subject', { shop: SHOP_NAME });
  const orders = w.shopUrl(publicUrl, SITE_PATHS.orders.href());
  const home = `${publicUrl}${pathInLanguage(language, '/')}`;
  const lines = [w.t('mail.welcome.ready', { email: w.ltr(user.email) }), w.t('mail.welcome.ordersHelp')];
  const yourOrders = w.t('mail.welcome.yourOrders', { url: orders });
  return {
    to: user.email,
    subject,
    body: `${w.t('mail.welcome.helloName', { name: user.firstName })}\n\n${lines.join('\n\n')}\n\n${yourOrders}\n${w.t('mail.welcome.theShop', { url: w.ltr(home) })}\n`,
    html: mailDocument({
      publicUrl,
      title: subject,
      language,
      content: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(w.t('mail.welcome.hello'))} ${textSpan(user.firstName)}${language === 'ur' ? '،' : ','}</h1>`,
        ...lines.map((line) => paragraph(line)),
        button(home, w.t('mail.welcome.visit', { shop: SHOP_NAME })),
        paragraph(yourOrders, 'font-size:13px;color:#6b5d50;'),
      ].join('\n'),
    }),
  };
}
