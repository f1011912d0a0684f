import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../../test-support.js';
import {
  bookFormSchema,
  bookListQuerySchema,
  cardRuleSchema,
  categoryPatchSchema,
  homeBannerSchema,
  homeRowSchema,
  CATALOGUE_FORM_MESSAGES as M,
  priceStockRowSchema,
  stockPatchSchema,
} from './catalogue-schemas.js';

const book = {
  kind: 'book',
  title: ' Raja Gidh ',
  authors: ['Bano Qudsia', ' '],
  publisher: 'Sang-e-Meel',
  isbn: '978-0-439-02348-1',
  language: 'ur',
  year: '1981',
  pages: '',
  description: 'A novel.\nIn Urdu.',
  category_ids: [12],
  price: '1200',
  discount_percent: '',
  stock: '3',
  stock_status: 'available',
  dispatch_date: '',
  withdrawn: false,
};

describe('bookFormSchema', () => {
  it('reads the form as typed: numbers as numbers, blank authors and optional numbers dropped', () => {
    expect(validValue(bookFormSchema, book)).toEqual({
      kind: 'book',
      title: 'Raja Gidh',
      authors: ['Bano Qudsia'],
      publisher: 'Sang-e-Meel',
      isbn: '978-0-439-02348-1',
      language: 'ur',
      year: 1981,
      description: 'A novel.\nIn Urdu.',
      category_ids: [12],
      price: 1200,
      discount_percent: 0,
      stock: 3,
      stock_status: 'available',
      dispatch_date: '',
      withdrawn: false,
    });
  });

  it('refuses a wrong ISBN check digit, a price that is not whole rupees and a discount over 100', () => {
    expect(
      errorsFor(bookFormSchema, { ...book, isbn: '9780439023482', price: '12.50', discount_percent: '150' }),
    ).toEqual({ isbn: [M.isbnInvalid], price: [M.priceInvalid], discount_percent: [M.discountInvalid] });
    for (const price of ['1e3', '-5', '0x10', '1000001']) {
      expect(errorsFor(bookFormSchema, { ...book, price })).toEqual({ price: [M.priceInvalid] });
    }
  });

  it('accepts a book without ISBN, and stationery without authors', () => {
    expect(errorsFor(bookFormSchema, { ...book, isbn: '' })).toEqual({});
    expect(errorsFor(bookFormSchema, { ...book, kind: 'stationery', authors: [] })).toEqual({});
    expect(errorsFor(bookFormSchema, { ...book, authors: ['  '] })).toEqual({ authors: [M.authorsRequired] });
  });

  it('needs the title, a known language, a category, the price and the stock', () => {
    expect(
      errorsFor(bookFormSchema, {
        ...book,
        title: ' ',
        language: 'klingon',
        category_ids: [],
        price: '',
        stock: '',
      }),
    ).toEqual({
      title: [M.titleRequired],
      language: [M.languageInvalid],
      category_ids: [M.categoriesRequired],
      price: [M.priceRequired],
      stock: [M.stockRequired],
    });
  });

  it('refuses an available book with no copies', () => {
    expect(errorsFor(bookFormSchema, { ...book, stock: '0' })).toEqual({
      stock_status: [M.availableWithoutStock],
    });
    expect(errorsFor(bookFormSchema, { ...book, stock: '0', stock_status: 'on_demand' })).toEqual({});
  });
});

describe('stockPatchSchema', () => {
  it('takes any one figure and refuses an empty change', () => {
    expect(validValue(stockPatchSchema, { stock: '5' })).toEqual({ stock: 5 });
    expect(validValue(stockPatchSchema, { price: 900, withdrawn: 'true' })).toEqual({
      price: 900,
      withdrawn: true,
    });
    expect(errorsFor(stockPatchSchema, {})).toEqual({ stock: [M.nothingToChange] });
    expect(errorsFor(stockPatchSchema, { stock: '-1' })).toEqual({ stock: [M.stockInvalid] });
  });
});

describe('priceStockRowSchema', () => {
  it('reports a bad ISBN and a bad price of a CSV row with the form messages', () => {
    expect(errorsFor(priceStockRowSchema, { isbn: '12345', price: 'abc', discount: '', stock: '4' })).toEqual(
      {
        isbn: [M.isbnInvalid],
        price: [M.priceInvalid],
      },
    );
    expect(
      validValue(priceStockRowSchema, { isbn: '0439023483', price: '', discount: '10', stock: '' }),
    ).toEqual({
      isbn: '0439023483',
      discount: 10,
    });
  });
});

describe('bookListQuerySchema', () => {
  it('defaults to books on sale, 50 a page, and reads the flags of a query string', () => {
    expect(validValue(bookListQuerySchema, { no_cover: '1', after: '900' })).toEqual({
      q: '',
      no_cover: true,
      withdrawn: 'exclude',
      after: 900,
      limit: 50,
    });
    expect(errorsFor(bookListQuerySchema, { limit: '201', withdrawn: 'all' })).toEqual({
      limit: [M.limitInvalid],
      withdrawn: [M.withdrawnInvalid],
    });
  });
});

describe('merchandising schemas', () => {
  it('renames a category only to a name', () => {
    expect(errorsFor(categoryPatchSchema, { name: '  ' })).toEqual({ name: [M.nameRequired] });
    expect(validValue(categoryPatchSchema, { hidden: true, position: '0' })).toEqual({
      hidden: true,
      position: 0,
    });
  });

  it('links a banner only to a path of the shop', () => {
    const banner = { title: 'Eid', text: 'Gifts', cta: 'Shop', art: 'deals', hidden: false };
    expect(errorsFor(homeBannerSchema, { ...banner, href: '/search?keyword=eid' })).toEqual({});
    for (const href of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(errorsFor(homeBannerSchema, { ...banner, href })).toEqual({ href: [M.hrefInvalid] });
    }
  });

  it('needs what each kind of home row takes its books from', () => {
    expect(errorsFor(homeRowSchema, { title: 'Poetry', source: 'category' })).toEqual({
      category_id: [M.rowCategoryRequired],
    });
    expect(errorsFor(homeRowSchema, { title: 'Picks', source: 'picked', book_ids: [] })).toEqual({
      book_ids: [M.rowBooksRequired],
    });
    expect(errorsFor(homeRowSchema, { title: 'Urdu', source: 'language', language: 'ur' })).toEqual({});
  });

  it("takes a home row's Urdu title as optional, empty to clear it, at most 80 characters", () => {
    const row = { title: 'Poetry', source: 'new' };
    expect(validValue(homeRowSchema, { ...row, title_ur: ' شاعری ' })).toMatchObject({ title_ur: 'شاعری' });
    expect(validValue(homeRowSchema, { ...row, title_ur: '' })).toMatchObject({ title_ur: '' });
    expect(validValue(homeRowSchema, row)).not.toHaveProperty('title_ur');
    expect(errorsFor(homeRowSchema, { ...row, title_ur: 'ا'.repeat(81) })).toEqual({
      title_ur: [M.rowTitleTooLong],
    });
  });

  it('checks a card rule as cli bin-rules does', () => {
    const rule = {
      bank_name: 'HBL',
      bin: '412345',
      discount_type: 'percentage',
      discount_value: '10',
      discount_limit: '500',
    };
    expect(validValue(cardRuleSchema, rule)).toEqual({
      ...rule,
      discount_value: 10,
      discount_limit: 500,
      rule_enabled: true,
    });
    expect(errorsFor(cardRuleSchema, { ...rule, bin: '4123', discount_value: '120' })).toEqual({
      bin: [M.binInvalid],
      discount_value: [M.discountValueInvalid],
    });
    expect(errorsFor(cardRuleSchema, { ...rule, discount_type: 'value', discount_value: '120' })).toEqual({});
  });
});
