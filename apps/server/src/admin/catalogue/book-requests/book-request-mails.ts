import { type AdminBookRequest, SITE_PATHS } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import { type MailWords, mailWords } from '../../../mail/mail-words.js';
import type { Mail } from '../../../mail/repository.js';
import { withUrduHtml } from '../../../mail/text-mail-html.js';

/**
 * The shop's answers to a book request from `/request`, in the language the shopper asked in
 * (recorded with the request): the book found, with its page, or the shop's reply. English reads
 * as it always has; Urdu also gets its right-to-left HTML part.
 */

/** An answer: its subject, then "Dear <name>," and the paragraphs, in the request's language. */
function answerMail(
  request: AdminBookRequest,
  publicUrl: string,
  language: Language,
  words: (w: MailWords) => { subject: string; paragraphs: readonly string[] },
): Mail {
  const w = mailWords(language);
  const { subject, paragraphs } = words(w);
  const heading = w.t('mail.dear', { name: request.name });
  const body = [heading, ...paragraphs].join('\n\n');
  return withUrduHtml({ to: request.email, subject, body }, language, publicUrl, { heading, paragraphs });
}

/** The book was found: its title as the catalogue has it, the staff's note if any, and its page. */
export function bookFoundMail(
  request: AdminBookRequest,
  book: { id: number; title: string },
  reply: string | null,
  publicUrl: string,
  language: Language,
): Mail {
  return answerMail(request, publicUrl, language, (w) => ({
    subject: w.t('mail.bookRequest.foundSubject', { title: book.title }),
    paragraphs: [
      w.t('mail.bookRequest.weHaveIt', { asked: request.title, title: book.title }),
      ...(reply ? [reply] : []),
      w.t('mail.bookRequest.orderHere', { link: w.shopUrl(publicUrl, SITE_PATHS.book.href(book.id)) }),
    ],
  }));
}

/** The book could not be found: the staff's reply. */
export function bookRequestDeclinedMail(
  request: AdminBookRequest,
  reply: string,
  publicUrl: string,
  language: Language,
): Mail {
  return answerMail(request, publicUrl, language, (w) => ({
    subject: w.t('mail.bookRequest.declinedSubject', { title: request.title }),
    paragraphs: [w.t('mail.bookRequest.youAsked', { asked: request.title }), reply],
  }));
}
