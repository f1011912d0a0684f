import { SITE_PATHS } from '@bookshop/domain';
import { button, escapeHtml, mailDocument, paragraph, textSpan } from '../mail/mail-html.js';
import type { Mail } from '../mail/repository.js';
import { SHOP_NAME } from '../seo/site-pages.js';

/** The e-mail a new account gets: what it is for, and where to go next. Names may be in Urdu. */
export function welcomeMail(user: { email: string; firstName: string }, publicUrl: string): Mail {
  const subject = `Welcome to ${SHOP_NAME}`;
  const orders = `${publicUrl}${SITE_PATHS.orders.href()}`;
  const lines = [
    `Your account ${user.email} is ready. Your cart and wish list are kept with it on every device you log in on.`,
    'Under Your Orders you can follow each order, download its invoice, order it again or ask for a return.',
  ];
  return {
    to: user.email,
    subject,
    body: `Hello ${user.firstName},\n\n${lines.join('\n\n')}\n\nYour orders: ${orders}\nThe shop: ${publicUrl}/\n`,
    html: mailDocument({
      publicUrl,
      title: subject,
      content: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml('Hello')} ${textSpan(user.firstName)},</h1>`,
        ...lines.map((line) => paragraph(line)),
        button(`${publicUrl}/`, `Visit ${SHOP_NAME}`),
        paragraph(`Your orders: ${orders}`, 'font-size:13px;color:#6b5d50;'),
      ].join('\n'),
    }),
  };
}
