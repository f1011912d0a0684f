import { textLangAttributes } from '@bookshop/domain';
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
  const css = `${style}${urdu ? "font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',serif;line-height:2;" : ''}`;
  return `<${tag}${urdu ? ' lang="ur" dir="rtl"' : ' dir="auto"'}${css ? ` style="${css}"` : ''}>${escapeHtml(text)}</${tag}>`;
}

/** A link styled as a button. */
export function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr><td style="background:#8a3f1d;border-radius:6px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A paragraph of plain text; line breaks kept (special instructions are typed on several lines). */
export function paragraph(text: string, style = ''): string {
  return `<p dir="auto" style="margin:0 0 12px;${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
}

/** A two-column table of label and value rows; the last row bold when `boldLast`. */
export function rows(entries: readonly (readonly [string, string])[], boldLast = false): string {
  const cells = entries
    .map(([label, value], i) => {
      const weight = boldLast && i === entries.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td style="padding:4px 0;${weight}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;${weight}">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px">${cells}</table>`;
}

/** The shop's host name as shoppers know it (`shop.example.pk`), or the address as given. */
function hostOf(publicUrl: string): string {
  return URL.canParse(publicUrl) ? new URL(publicUrl).host : publicUrl;
}

/** The whole document around `content`: header with logo and name, footer with the shop's address. */
export function mailDocument(input: { publicUrl: string; title: string; content: string }): string {
  const { publicUrl } = input;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f6f1ea">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ea"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#2b2118">
<tr><td style="padding:16px 24px;border-bottom:1px solid #eadfd3">
<a href="${escapeHtml(publicUrl)}/" style="color:#8a3f1d;text-decoration:none;font-size:20px;font-weight:bold"><img src="${escapeHtml(publicUrl)}${MAIL_LOGO_PATH}" width="32" height="32" alt="" style="vertical-align:middle;border:0;margin-right:8px">${escapeHtml(SHOP_NAME)}</a>
</td></tr>
<tr><td style="padding:24px">
${input.content}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eadfd3;font-size:12px;color:#6b5d50">
${escapeHtml(SHOP_NAME)} · books, stationery and art supplies · <a href="${escapeHtml(publicUrl)}/" style="color:#6b5d50">${escapeHtml(hostOf(publicUrl))}</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
