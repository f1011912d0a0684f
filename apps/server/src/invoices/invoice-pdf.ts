import { type Address, formatRupees, isUrduScript, type Order, paymentMethodLabel } from '@bookshop/domain';
import PDFDocument from 'pdfkit';
import { URDU_COVER_FONT_FILE } from '../images/cover-fonts.js';
import { totalRows } from '../orders/order-mails.js';
import { SHOP_NAME } from '../seo/site-pages.js';
import { guardNullAnchors } from './null-anchor-guard.js';

/**
 * The invoice of an order as a PDF (pdfkit). Its figures are the order's as stored, the same
 * rows the e-mails show (totalRows), so the invoice, the e-mail and the order page cannot differ.
 *
 * Urdu titles are drawn in Noto Nastaliq Urdu (the font the covers use): pdfkit lays glyphs out
 * with fontkit, which shapes Nastaliq (joining, stacking, marks) and gives right-to-left runs in
 * visual order. pdfkit does no bidirectional reordering, so a line is cut here into runs of Urdu
 * and of other text, each laid out in its own direction, and the runs placed right to left.
 */

const URDU_FONT = 'urdu';
const LATIN = 'Helvetica';
const LATIN_BOLD = 'Helvetica-Bold';
const BROWN = '#8a3f1d';
const GREY = '#6b5d50';

/** The shop's logo (the favicon's drawing, 32 units square), drawn as vector paths. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const scale = size / 32;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 0, 32, 32, 6).fill(BROWN);
  doc
    .path('M8 9h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H8zM24 9h-5a3 3 0 0 0-1 .2V24a2 2 0 0 1 2-2h4z')
    .fill('#fff8ec');
  doc.restore();
}

/** Arabic-script letters and marks. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Latin letters and digits: what reads left to right inside an Urdu line. */
const LTR = /[\p{L}\p{N}]/u;

/**
 * What to place, in logical order, for a line read right to left: each Urdu word on its own
 * (fontkit shapes a word and gives it in visual order; pdfkit would join several words in the
 * wrong order), and each stretch of Latin text whole ("(2nd edition)"), with the brackets and
 * punctuation that touch it. A neutral character between two Urdu words stays with the Urdu.
 */
export function rtlPieces(text: string): { text: string; rtl: boolean }[] {
  const chars = [...text];
  // R and L: strong letters; r and l: neutrals resolved to a side; N: spaces.
  const kind: ('R' | 'L' | 'N' | 'r' | 'l')[] = chars.map((c) =>
    ARABIC.test(c) ? 'R' : LTR.test(c) ? 'L' : 'N',
  );
  // A neutral next to Latin text on either side belongs to it (brackets, a full stop).
  for (let i = 0; i < chars.length; i++) {
    if (kind[i] !== 'N' || /\s/.test(chars[i] ?? '')) continue;
    let before = i - 1;
    while (before >= 0 && kind[before] === 'N') before--;
    let after = i + 1;
    while (after < chars.length && kind[after] === 'N') after++;
    kind[i] = kind[before] === 'L' || kind[after] === 'L' ? 'l' : 'r';
  }
  const pieces: { text: string; rtl: boolean }[] = [];
  let current: { text: string; rtl: boolean } | null = null;
  chars.forEach((char, i) => {
    const k = kind[i];
    if (k === 'N') {
      // A space ends an Urdu word; inside Latin text it stays.
      if (current && !current.rtl) current.text += char;
      else current = null;
      return;
    }
    const rtl = k === 'R' || k === 'r';
    if (current && current.rtl === rtl) current.text += char;
    else {
      current = { text: char, rtl };
      pieces.push(current);
    }
  });
  return pieces.map((piece) => ({ ...piece, text: piece.text.trim() })).filter((piece) => piece.text !== '');
}

/**
 * A run's width and layout options: none, unless fontkit cannot lay it out (a font table it
 * misreads), when the run is drawn without mark positioning rather than failing the invoice.
 * pdfkit hands `features` to fontkit as they are, and fontkit takes an object of features to
 * turn off.
 */
function laidOutRun(
  doc: PDFKit.PDFDocument,
  text: string,
): { width: number; features?: PDFKit.Mixins.OpenTypeFeatures[] } {
  try {
    return { width: doc.widthOfString(text) };
  } catch {
    const features = { mark: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];
    return { width: doc.widthOfString(text, { features }), features };
  }
}

/** Width of a mixed line drawn as {@link drawUrduLine} draws it. */
function urduLineWidth(doc: PDFKit.PDFDocument, text: string, size: number): number {
  const space = doc.font(URDU_FONT).fontSize(size).widthOfString(' ');
  const runs = rtlPieces(text);
  return (
    runs.reduce((sum, run) => sum + laidOutRun(doc, run.text).width, 0) + space * Math.max(0, runs.length - 1)
  );
}

/** A right-to-left line, its right edge at `right`: runs placed from the right in logical order. */
function drawUrduLine(doc: PDFKit.PDFDocument, text: string, right: number, y: number, size: number): void {
  doc.font(URDU_FONT).fontSize(size);
  const space = doc.widthOfString(' ');
  let edge = right;
  for (const run of rtlPieces(text)) {
    const { width, features } = laidOutRun(doc, run.text);
    doc.text(run.text, edge - width, y, { lineBreak: false, ...(features ? { features } : {}) });
    edge -= width + space;
  }
}

/** Urdu text wrapped to `width` by words, right-aligned in its column; returns the height used. */
function urduParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
): number {
  const lineHeight = size * 2.1;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && urduLineWidth(doc, candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  lines.forEach((line, i) => {
    drawUrduLine(doc, line, x + width, y + i * lineHeight + size * 0.3, size);
  });
  return lines.length * lineHeight;
}

/** Any catalogue text in its column: Urdu shaped and right to left, the rest wrapped by pdfkit. */
function cellText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { size: number; bold?: boolean; color?: string },
): number {
  doc.fillColor(options.color ?? '#2b2118');
  if (isUrduScript(text)) return urduParagraph(doc, text, x, y, width, options.size);
  doc.font(options.bold ? LATIN_BOLD : LATIN).fontSize(options.size);
  doc.text(text, x, y, { width });
  return doc.heightOfString(text, { width });
}

function addressLines(address: Address): string[] {
  return [
    address.Name,
    address.Address,
    [address.City, address.PostCode].filter(Boolean).join(' '),
    [address.Province, address.Country].filter(Boolean).join(', '),
    address.Phone,
  ]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean);
}

function dayText(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Karachi' }).format(
    new Date(iso),
  );
}

/** The invoice of `order` as PDF bytes. */
export function renderInvoicePdf(order: Order, options: { publicUrl: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `Invoice ${order.id} - ${SHOP_NAME}`,
      Author: SHOP_NAME,
      Subject: `Order No: ${order.id}`,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(URDU_FONT, URDU_COVER_FONT_FILE);
  // pdfkit's embedded font holds the fontkit font it lays text out with.
  guardNullAnchors((doc.font(URDU_FONT) as unknown as { _font?: { font?: unknown } })._font?.font);

  const left = 48;
  const right = doc.page.width - 48;
  const width = right - left;

  drawLogo(doc, left, 48, 36);
  doc
    .font(LATIN_BOLD)
    .fontSize(20)
    .fillColor(BROWN)
    .text(SHOP_NAME, left + 46, 54);
  doc
    .font(LATIN)
    .fontSize(9)
    .fillColor(GREY)
    .text(
      URL.canParse(options.publicUrl) ? new URL(options.publicUrl).host : options.publicUrl,
      left + 46,
      78,
    );
  doc.font(LATIN_BOLD).fontSize(20).fillColor('#2b2118').text('Invoice', left, 54, { width, align: 'right' });
  doc
    .font(LATIN)
    .fontSize(10)
    .text(`Invoice No: ${order.id}`, left, 80, { width, align: 'right' })
    .text(`Order No: ${order.id}`, { width, align: 'right' })
    .text(`Date: ${dayText(order.created_at)}`, { width, align: 'right' });

  let y = 140;
  const column = (width - 16) / 2;
  const block = (title: string, lines: string[], x: number): number => {
    doc.font(LATIN_BOLD).fontSize(10).fillColor(GREY).text(title, x, y);
    let h = 14;
    for (const line of lines) h += cellText(doc, line, x, y + h, column, { size: 10 });
    return h;
  };
  const billed = block('Billed to', [order.email, ...addressLines(order.billing_address)], left);
  const shipped = block('Ship to', addressLines(order.shipping_address), left + column + 16);
  y += Math.max(billed, shipped) + 16;
  doc
    .font(LATIN)
    .fontSize(10)
    .fillColor('#2b2118')
    .text(`Payment: ${paymentMethodLabel(order.payment_option)} (${order.payment_state.label})`, left, y);
  y += 24;

  // Lines: quantity, title and author, unit price, card discount, line total.
  const cols = { qty: left, title: left + 36, unit: right - 210, card: right - 140, total: right - 70 };
  const header = (at: number) => {
    doc.font(LATIN_BOLD).fontSize(9).fillColor(GREY);
    doc.text('Qty', cols.qty, at, { width: 30 });
    doc.text('Item', cols.title, at, { width: cols.unit - cols.title - 8 });
    doc.text('Unit price', cols.unit, at, { width: 62, align: 'right' });
    doc.text('Card discount', cols.card, at, { width: 66, align: 'right' });
    doc.text('Amount', cols.total, at, { width: 70, align: 'right' });
    doc
      .moveTo(left, at + 14)
      .lineTo(right, at + 14)
      .strokeColor('#eadfd3')
      .stroke();
    return at + 20;
  };
  y = header(y);
  for (const item of order.items) {
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = header(48);
    }
    const titleWidth = cols.unit - cols.title - 8;
    let h = cellText(doc, item.BOOK_TITLE, cols.title, y, titleWidth, { size: 10, bold: true });
    h += cellText(doc, item.authorName, cols.title, y + h, titleWidth, { size: 9, color: GREY });
    doc.font(LATIN).fontSize(10).fillColor('#2b2118');
    doc.text(String(item.qty), cols.qty, y, { width: 30 });
    doc.text(formatRupees(item.unit_price), cols.unit, y, { width: 62, align: 'right' });
    doc.text(item.card_discount > 0 ? `-${formatRupees(item.card_discount)}` : '', cols.card, y, {
      width: 66,
      align: 'right',
    });
    doc.text(formatRupees(item.line_total), cols.total, y, { width: 70, align: 'right' });
    y += Math.max(h, 14) + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .strokeColor('#eadfd3')
      .stroke();
  }

  y += 8;
  const rowsOf = totalRows(order);
  rowsOf.forEach(([label, value], i) => {
    const last = i === rowsOf.length - 1;
    doc
      .font(last ? LATIN_BOLD : LATIN)
      .fontSize(last ? 12 : 10)
      .fillColor('#2b2118');
    doc.text(label, right - 220, y, { width: 140 });
    doc.text(value, right - 80, y, { width: 80, align: 'right' });
    y += last ? 20 : 16;
  });

  doc
    .font(LATIN)
    .fontSize(9)
    .fillColor(GREY)
    .text(`Thank you for shopping at ${SHOP_NAME}. Prices are in Pakistani rupees.`, left, y + 24, { width });
  doc.end();
  return done;
}
