import { type BookSummary, formatRupees, shelfPrice } from '@bookshop/domain';
import { expect, test } from '@playwright/test';

// Harry Potter in the demo catalogue: list price Rs. 1,950 with its own 15% off.
const HARRY = "Harry Potter and the Philosopher's Stone";
const SELLING = 'Rs. 1,657';
const LIST = 'Rs. 1,950';

test('the server gives a book’s suggestion, search result and page the same list price and discount', async ({
  request,
}) => {
  const suggestions = (await (await request.get('/api/autocomplete?search=harry potter')).json()) as {
    results: { Book_Id: number; BOOK_TITLE: string; PAK_PRICE: number; Discount: number }[];
  };
  const suggestion = suggestions.results.find((r) => r.BOOK_TITLE === HARRY);
  if (!suggestion) throw new Error(`no suggestion for ${HARRY}`);
  const search = (await (await request.get('/api/search?keyword=harry potter')).json()) as {
    data: { books: BookSummary[] };
  };
  const card = search.data.books.find((b) => b.Book_Id === suggestion.Book_Id);
  if (!card) throw new Error(`no search result for ${HARRY}`);
  const book = (await (await request.get(`/api/books/${suggestion.Book_Id}`)).json()) as {
    data: { book: BookSummary };
  };

  const shown = [suggestion, card, book.data.book].map((b) => shelfPrice(b.PAK_PRICE, b.Discount));
  expect(shown.map((p) => formatRupees(p.now))).toEqual([SELLING, SELLING, SELLING]);
  expect(shown.map((p) => (p.was === null ? null : formatRupees(p.was)))).toEqual([LIST, LIST, LIST]);
});

test('a book’s suggestion, search result card and book page show the same selling price, the list price struck', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill('harry potter');
  const option = page.getByRole('option', { name: new RegExp(HARRY) });
  await expect(option).toContainText(`${SELLING} instead of ${LIST}`);
  await expect(option.locator('del')).toHaveText(LIST);

  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=harry/);
  const card = page.getByRole('article', { name: HARRY });
  await expect(card).toContainText(`${SELLING} instead of ${LIST}`);
  await expect(card.locator('del')).toHaveText(LIST);

  await card.getByRole('link', { name: HARRY }).click();
  await expect(page.getByRole('heading', { level: 1, name: HARRY })).toBeVisible();
  const price = page.locator('.book-detail__price');
  await expect(price.locator('strong')).toHaveText(SELLING);
  await expect(price.locator('del')).toHaveText(LIST);
});
