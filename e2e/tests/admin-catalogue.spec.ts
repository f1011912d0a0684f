import { createRequire } from 'node:module';
import { cartChangedMessage } from '@bookshop/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { makeStaff, setUpAndSignIn } from './admin-helpers';
import { checkBothWidths } from './axe-check';
import { BACK_OFFICE_TITLE_WORD } from './back-office-books';
import { addShippingAddress, choosePayment } from './checkout-helpers';

/*
 * Issue 25: the catalogue desk, from a catalogue member's browser to a shopper's. The member adds
 * a book with an uploaded cover; a shopper finds it in the suggestions within a second and sees
 * that cover; the member changes its price while the shopper's checkout is open, and placing the
 * order gets the general check's message; a bank-card rule the member adds is on /card-discounts.
 * Then axe over every catalogue page at a phone's and a laptop's width.
 */

/** The part of sharp (the server's image library) this test uses. */
interface SharpImage {
  png(): SharpImage;
  toBuffer(): Promise<Buffer>;
  stats(): Promise<{ channels: { mean: number }[] }>;
}
type Sharp = (
  input?: Buffer | { create: { width: number; height: number; channels: 3; background: object } },
) => SharpImage;

// The test draws its cover with the server's own image library rather than keeping a file.
const sharp = createRequire(new URL('../../apps/server/package.json', import.meta.url))('sharp') as Sharp;

/** The uploaded cover's one colour, so the shop's cover can be told from a drawn one. */
const COVER_RGB = { r: 24, g: 112, b: 196 } as const;

/** A real PNG of one colour, large enough for a cover (160 × 200 at least). */
async function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: COVER_RGB } })
    .png()
    .toBuffer();
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** An ISBN-13 no demo book has (978 and nine random digits, with its check digit). */
function randomIsbn13(): string {
  const body = `978${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A catalogue member's tab, signed in (password and authenticator code). */
async function catalogueMember(browser: Browser, request: Parameters<typeof makeStaff>[0]): Promise<Page> {
  const desk = await (await browser.newContext()).newPage();
  await setUpAndSignIn(desk, await makeStaff(request, 'catalogue'));
  return desk;
}

test('a catalogue member adds a book with its cover, changes its price and adds a card rule; the shop follows', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const desk = await catalogueMember(browser, request);
  // The shopper's shop is open before the book exists.
  const shop = await (await browser.newContext()).newPage();
  await shop.goto('/');
  const box = shop.getByRole('combobox', { name: 'Search books' });
  await expect(box).toBeVisible();

  // The member adds the book, with a cover chosen on the form.
  const word = `${BACK_OFFICE_TITLE_WORD}${unique()}`;
  const title = `${word} Lantern Letters`;
  await desk.goto('/admin/catalogue/books');
  await desk.getByRole('link', { name: 'Add a book' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Add a book' })).toBeVisible();
  await desk.getByRole('textbox', { name: /^Title/ }).fill(title);
  await desk.getByRole('textbox', { name: 'Author 1' }).fill('Amna Qureshi');
  await desk.getByRole('textbox', { name: 'Publisher' }).fill('Sang-e-Meel');
  await desk.getByRole('textbox', { name: /^ISBN/ }).fill(randomIsbn13());
  await desk.getByRole('searchbox', { name: /Find a category/ }).fill('poetry');
  await desk
    .getByRole('checkbox', { name: 'All Books › General Subjects › Arts & Humanities › Poetry' })
    .check();
  await desk.getByRole('textbox', { name: /^Price/ }).fill('1200');
  await desk.getByRole('textbox', { name: /^Stock count/ }).fill('5');
  await desk.getByRole('combobox', { name: /^Stock state/ }).selectOption('available');
  await desk
    .getByLabel('Cover image')
    .setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: await solidPng(400, 600) });
  await expect(desk.getByRole('img', { name: 'Chosen cover' })).toBeVisible();
  await desk.getByRole('button', { name: 'Add book' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Book added.' })).toBeVisible();
  await expect(desk).toHaveURL(/\/admin\/catalogue\/books\/\d+$/);
  const bookId = Number(new URL(desk.url()).pathname.split('/').pop());
  const deskCover = desk.getByRole('img', { name: `Cover of ${title}` });
  await expect(deskCover).toBeVisible();
  const picname = /\/images\/v\d+\/320\/([^/]+)\.webp$/.exec(
    (await deskCover.getAttribute('src')) ?? '',
  )?.[1];
  expect(picname, 'the uploaded cover has its own address').toBeTruthy();

  // A shopper finds it in the suggestions as soon as they type, and sees the uploaded cover: the
  // index follows the desk's write at once (the suggestion cache keeps answers 60 s, far longer
  // than this wait). No bound in seconds here: CI's loaded machine once took longer than one.
  await box.fill(word);
  const suggestion = shop
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option')
    .filter({ hasText: title });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(shop).toHaveURL(new RegExp(`/book/${bookId}$`));
  const cover = shop.getByRole('img', { name: `Cover of ${title}` });
  await expect(cover).toHaveAttribute('src', new RegExp(`/${picname}\\.webp$`));
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const served = await shop.request.get(`/images/v1/320/${picname}.webp`);
  expect(served.ok()).toBe(true);
  const { channels } = await sharp(await served.body()).stats();
  for (const [i, value] of [COVER_RGB.r, COVER_RGB.g, COVER_RGB.b].entries()) {
    expect(Math.abs((channels[i]?.mean ?? -100) - value), 'the shop serves the uploaded cover').toBeLessThan(
      4,
    );
  }

  // The shopper puts it in the cart and opens checkout, paying cash.
  await shop.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(shop.getByText('Added to cart').first()).toBeVisible();
  await shop.goto('/order-cart');
  await shop.getByRole('link', { name: 'Checkout' }).click();
  const checkout = shop.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await addShippingAddress(checkout);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(`lantern.${unique()}@example.pk`);
  await choosePayment(checkout, 'Cash');

  // Meanwhile the member changes its price.
  const price = desk.getByRole('textbox', { name: /^Price/ });
  await expect(price).toHaveValue('1200');
  await price.fill('1450');
  await desk.getByRole('button', { name: 'Save book' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: 'Saved. The shop shows the change now.' }),
  ).toBeVisible();

  // Placing the order is refused by the general check, in its words.
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(shop.getByText(cartChangedMessage([title]))).toBeVisible();
  await expect(shop).not.toHaveURL(/order-confirmation/);

  // The member adds a bank-card rule with its logo; the shop's card discounts page lists it.
  const bank = `Lantern Bank ${unique()}`;
  const bin = String(40_000_000 + Math.floor(Math.random() * 9_999_999));
  await desk.getByRole('link', { name: 'Card discounts' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Card discounts' })).toBeVisible();
  await desk.getByRole('button', { name: 'Add a rule' }).click();
  await desk.getByRole('textbox', { name: /^Bank name/ }).fill(bank);
  await desk.getByRole('textbox', { name: /^BIN/ }).fill(bin);
  await desk.getByRole('textbox', { name: /^Discount \(%\)/ }).fill('10');
  await desk.getByRole('textbox', { name: /^Limit per order/ }).fill('500');
  await desk
    .getByLabel('Bank logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await solidPng(400, 600) });
  await desk.getByRole('button', { name: 'Add rule' }).click();
  await expect(desk.getByText(`The ${bank} rule is added.`)).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Bank-card discount rules' }).getByText(bank)).toBeVisible();

  await shop.goto('/card-discounts');
  const card = shop.getByRole('listitem').filter({ has: shop.getByRole('heading', { name: bank }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('10% off every book, up to Rs. 500 per order.');
  await expect(card).toContainText(`Cards starting ${bin}`);
});

test('every catalogue page has no serious or critical axe violation at 360 and 1366 px, and no sideways scroll at 360 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const desk = await catalogueMember(browser, request);
  await desk.goto('/admin/catalogue/books?language=ur');
  await expect(desk.getByText(/\d+ books?\. Newest first\./)).toBeVisible();
  await desk.getByRole('table', { name: 'Books' }).getByRole('link').first().click();
  await expect(desk).toHaveURL(/\/admin\/catalogue\/books\/\d+$/);
  const urduBook = new URL(desk.url()).pathname.replace(/^\/admin/, '');

  const pages: [string, string][] = [
    ['books', '/catalogue/books'],
    ['books filtered', '/catalogue/books?stock_status=out_of_stock&no_cover=1'],
    ['an Urdu book', urduBook],
    ['add a book', '/catalogue/books/new'],
    ['bulk CSV', '/catalogue/bulk'],
    ['categories', '/catalogue/categories'],
    ['home page', '/catalogue/home'],
    ['card discounts', '/catalogue/card-rules'],
    ['book requests', '/catalogue/book-requests'],
    ['gift cards', '/catalogue/gift-cards'],
  ];
  for (const [name, path] of pages) {
    await desk.goto(`/admin${path}`);
    await checkBothWidths(desk, name);
  }

  // Forms opened in place: a category's editor, a new banner and a new card rule.
  await desk.goto('/admin/catalogue/categories');
  await desk
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await checkBothWidths(desk, 'category editor');
  await desk.goto('/admin/catalogue/home');
  await desk.getByRole('button', { name: 'Add a banner' }).click();
  await checkBothWidths(desk, 'new banner form');
  await desk.goto('/admin/catalogue/card-rules');
  await desk.getByRole('button', { name: 'Add a rule' }).click();
  await checkBothWidths(desk, 'new card rule form');
});
