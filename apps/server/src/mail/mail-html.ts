import { textLangAttributes } from '@bookshop/domain';
import { formatMessage, type Language, LEFT_TO_RIGHT_ISOLATE, POP_ISOLATE } from '@bookshop/i18n';
import { SHOP_NAME } from '../seo/site-pages.js';

/**
 * The HTML part of the shop's e-mails: one simple, table-based layout (what mail clients render
 * alike), the shop's name and logo at the top, UTF-8 declared, and every piece of catalogue text
 * marked with its language and direction so Urdu titles read right to left in Nastaliq where the
 * client has the font. Styles are inline: many clients drop <style> blocks.
 */

/** Where the logo is served from (mail/logo-route.ts), under the shop's PUBLIC_URL. */
export const MAIL_LOGO_PATH = '/mail/logo.png';

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const ISOLATED = new RegExp(`${LEFT_TO_RIGHT_ISOLATE}([^${POP_ISOLATE}]*)${POP_ISOLATE}`, 'g');

/**
 * Message text as HTML content: escaped, and each left-to-right isolate the catalogue's
 * formatting put around an order number, amount, link or e-mail address (Urdu only) made a
 * `<bdi dir="ltr">`, which mail clients honour more often than the isolate characters. English
 * text has no isolates and comes out as escapeHtml gives it.
 */
export function htmlText(text: string): string {
  return escapeHtml(text).replace(ISOLATED, '<bdi dir="ltr">$1</bdi>');
}

/** The Urdu font stack and line height: Nastaliq where the reader has it, which needs the room. */
export const URDU_TEXT_STYLE =
  "font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting','Noto Naskh Arabic',serif;line-height:2;";

/**
 * Catalogue or shopper text (a title, a name) as an inline element: Urdu gets `lang="ur"
 * dir="rtl"` and a Nastaliq font stack, anything else `dir="auto"` so a mixed title still
 * orders its words by its first strong letter.
 */
export function textSpan(
  text: string,
  tag: 'span' | 'strong' | 'h1' | 'h2' | 'td' = 'span',
  style = '',
): string {
  const attrs = textLangAttributes(text);
  const urdu = attrs.lang === 'ur';
  const css = `${style}${urdu ? URDU_TEXT_STYLE : ''}`;
  return `<${tag}${urdu ? ' lang="ur" dir="rtl"' : ' dir="auto"'}${css ? ` style="${css}"` : ''}>${escapeHtml(text)}</${tag}>`;
}

/** A link styled as a button. */
export function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr><td style="background:#8a3f1d;border-radius:6px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold">${htmlText(label)}</a></td></tr></table>`;
}

/** A paragraph of plain text; line breaks kept (special instructions are typed on several lines). */
export function paragraph(text: string, style = ''): string {
  return `<p dir="auto" style="margin:0 0 12px;${style}">${htmlText(text).replace(/\r?\n/g, '<br>')}</p>`;
}

/**
 * A two-column table of label and value rows; the last row bold when `boldLast`. The values sit
 * at the end of the line: the right in English, the left in Urdu.
 */
export function rows(
  entries: readonly (readonly [string, string])[],
  boldLast = false,
  language: Language = 'en',
): string {
  const end = language === 'ur' ? 'left' : 'right';
  const cells = entries
    .map(([label, value], i) => {
      const weight = boldLast && i === entries.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td style="padding:4px 0;${weight}">${htmlText(label)}</td><td style="padding:4px 0;text-align:${end};${weight}">${htmlText(value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px">${cells}</table>`;
}

/** The shop's host name as shoppers know it (`shop.example.pk`), or the address as given. */
function hostOf(publicUrl: string): string {
  return URL.canParse(publicUrl) ? new URL(publicUrl).host : publicUrl;
}

/** What changes in the document with its language: direction, fonts, the side the logo's gap is on. */
const DOCUMENT_LOOK: Readonly<
  Record<Language, { html: string; font: string; text: string; logoGap: string }>
> = {
  en: {
    html: 'lang="en"',
    font: 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;',
    text: '',
    logoGap: 'margin-right:8px',
  },
  ur: {
    html: 'lang="ur" dir="rtl"',
    font: `font-size:16px;${URDU_TEXT_STYLE}`,
    text: ';direction:rtl;text-align:right',
    logoGap: 'margin-left:8px',
  },
};

/**
 * The whole document around `content`: header with logo and name, footer with the shop's
 * address. An Urdu e-mail is right to left throughout (`<html dir="rtl">`, and `direction` on the
 * body's table for clients that drop the `<html>` element), in a Nastaliq font stack.
 */
export function mailDocument(input: {
  publicUrl: string;
  title: string;
  content: string;
  language?: Language;
}): string {
  const { publicUrl } = input;
  const language = input.language ?? 'en';
  const look = DOCUMENT_LOOK[language];
  return `<!DOCTYPE html>
<html ${look.html}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f6f1ea">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ea"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;${look.font}color:#2b2118${look.text}">
<tr><td style="padding:16px 24px;border-bottom:1px solid #eadfd3">
<a href="${escapeHtml(publicUrl)}/" style="color:#8a3f1d;text-decoration:none;font-size:20px;font-weight:bold"><img src="${escapeHtml(publicUrl)}${MAIL_LOGO_PATH}" width="32" height="32" alt="" style="vertical-align:middle;border:0;${look.logoGap}">${escapeHtml(SHOP_NAME)}</a>
</td></tr>
<tr><td style="padding:24px">
${input.content}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eadfd3;font-size:12px;color:#6b5d50">
${escapeHtml(SHOP_NAME)} · ${escapeHtml(formatMessage(language, 'mail.document.tagline'))} · <a href="${escapeHtml(publicUrl)}/" style="color:#6b5d50">${htmlText(hostOf(publicUrl))}</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
