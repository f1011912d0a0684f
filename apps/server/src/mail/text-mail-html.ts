import type { Language } from '@bookshop/i18n';
import { htmlText, mailDocument, paragraph } from './mail-html.js';
import type { Mail } from './repository.js';

/**
 * An HTML part for an e-mail that is otherwise plain text (the order desk's notes, the password
 * reset, the gift card), in Urdu only: plain text has no direction of its own, and many mail
 * clients would show Urdu lines ranged left with their punctuation on the wrong side. The HTML
 * part says `dir="rtl"` and uses the Nastaliq font stack. English e-mails stay as they have
 * always been, plain text alone.
 */
export function withUrduHtml(
  mail: Mail,
  language: Language,
  publicUrl: string,
  content: { heading: string; paragraphs: readonly string[] },
): Mail {
  if (language === 'en') return mail;
  return {
    ...mail,
    html: mailDocument({
      publicUrl,
      title: mail.subject,
      language,
      content: [
        `<h1 style="font-size:20px;margin:0 0 16px">${htmlText(content.heading)}</h1>`,
        ...content.paragraphs.filter((p) => p.trim() !== '').map((p) => paragraph(p)),
      ].join('\n'),
    }),
  };
}
