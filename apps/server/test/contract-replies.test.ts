import type {
  Address,
  AddressListResponse,
  AddressSavedResponse,
  AuthResponse,
  AutocompleteResponse,
  AutocompleteResult,
  Book,
  BookListResponse,
  BookRequestResponse,
  BookResponse,
  BookSummary,
  CategoryMenuResponse,
  CategoryRef,
  ForgotPasswordResponse,
  GuestTokenResponse,
  HealthResponse,
  HighDiscountCategoriesResponse,
  HighDiscountCategory,
  HomeBanner,
  HomeResponse,
  HomeSection,
  ListedCategory,
  ListingPage,
  ListingResponse,
  MenuGroupData,
  MenuLeafData,
  MenuSectionData,
  MeResponse,
  ProfileResponse,
  SavedBookRequest,
  SearchFacets,
  SearchFacetValue,
  SearchPage,
  SearchResponse,
  SiteStatusResponse,
  SuccessMessage,
  User,
} from '@bookshop/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { type AccountsTestApp, createAccountsTestApp, uniqueEmail } from './support/accounts.js';
import { type Kind, listOf, mismatches, shape } from './support/contract-shape.js';

/*
 * Every existing route's real reply, checked against its contract type in packages/domain. The
 * handlers are typed with `satisfies` at compile time; this catches what the compiler cannot
 * see (database rows, casts, JSON serialisation).
 */

const summary = shape<BookSummary>({
  Book_Id: 'number',
  BOOK_TITLE: 'string',
  authorName: 'string',
  PAK_PRICE: 'number',
  Discount: 'number',
  bookStatus: 'string',
  picname: 'string',
  kind: 'string',
});
const book = shape<Book>({
  ...summary.fields,
  authors: listOf('string'),
  BOOK_ISBN: 'string|null',
  isbn: 'string|null',
  publisher: 'string|null',
  year: 'number|null',
  language: 'string',
  pages: 'number|null',
  description: 'string|null',
  stock: 'number',
  categoryIds: listOf('number'),
  // When an on-demand or pre-order book leaves the shop (DispatchNote), null otherwise.
  dispatch: 'object|null',
} as { [K in keyof Book]-?: Kind });
const leaf = shape<MenuLeafData>({ id: 'number', label: 'string', labelUr: 'string|null' });
const section = shape<MenuSectionData>({
  id: 'number',
  slug: 'string',
  label: 'string',
  labelUr: 'string|null',
  categories: listOf(leaf),
});
const group = shape<MenuGroupData>({
  id: 'number',
  slug: 'string',
  label: 'string',
  labelUr: 'string|null',
  categories: listOf(leaf),
  sections: listOf(section),
});
const categoryRef = shape<CategoryRef>({
  id: 'number',
  label: 'string',
  labelUr: 'string|null',
  level: 'number',
});
const listed = shape<ListedCategory>({
  ...categoryRef.fields,
  slug: 'string',
  parents: listOf(categoryRef),
} as {
  [K in keyof ListedCategory]-?: Kind;
});
const listingPage = shape<ListingPage>({
  category: listed,
  books: listOf(summary),
  total: 'number',
  page: 'number',
  perPage: 'number',
});
const facetValue = listOf(shape<SearchFacetValue>({ value: 'string', label: 'string', count: 'number' }));
const searchPage = shape<SearchPage>({
  books: listOf(summary),
  total: 'number',
  totalExact: 'boolean',
  approximateFacets: listOf('string'),
  page: 'number',
  perPage: 'number',
  facets: shape<SearchFacets>({
    category: facetValue,
    author: facetValue,
    publisher: facetValue,
    language: facetValue,
    price: facetValue,
    availability: facetValue,
  }),
});
const highDiscount = listOf(
  shape<HighDiscountCategory>({ id: 'number', label: 'string', labelUr: 'string|null', count: 'number' }),
);
const user = shape<User>({
  id: 'number',
  name: 'string',
  first_name: 'string',
  last_name: 'string',
  email: 'string',
  phone: 'string|null',
  country: 'string',
});
const address = shape<Address>({
  id: 'number',
  Name: 'string|null',
  Phone: 'string|null',
  Address: 'string|null',
  City: 'string|null',
  Province: 'string|null',
  Country: 'string|null',
  PostCode: 'string|null',
});
const success = shape<SuccessMessage>({ success: 'boolean', message: 'string' });

const contracts = {
  book: shape<BookResponse>({ data: shape<BookResponse['data']>({ book }) }),
  bookList: shape<BookListResponse>({
    data: shape<BookListResponse['data']>({ books: listOf(summary), total: 'number' }),
  }),
  menu: shape<CategoryMenuResponse>({ data: shape<CategoryMenuResponse['data']>({ groups: listOf(group) }) }),
  home: shape<HomeResponse>({
    data: shape<HomeResponse['data']>({
      sections: listOf(
        shape<HomeSection>({
          key: 'string',
          title: 'string',
          titleUr: 'string|null',
          books: listOf(summary),
          href: 'string|undefined',
        }),
      ),
      banners: listOf(
        shape<HomeBanner>({
          id: 'number',
          title: 'string',
          text: 'string',
          cta: 'string',
          href: 'string',
          art: 'string',
        }),
      ),
    }),
  }),
  highDiscounts: shape<HighDiscountCategoriesResponse>({
    data: shape<HighDiscountCategoriesResponse['data']>({ popular: highDiscount, all: highDiscount }),
  }),
  listing: shape<ListingResponse>({ data: listingPage }),
  search: shape<SearchResponse>({ data: searchPage }),
  autocomplete: shape<AutocompleteResponse>({
    results: listOf(
      shape<AutocompleteResult>({
        Book_Id: 'number',
        BOOK_TITLE: 'string',
        BOOK_ISBN: 'string|null',
        authorName: 'string',
        isbn: 'string|null',
        PAK_PRICE: 'number',
        Discount: 'number',
        status: 'string',
      }),
    ),
  }),
  siteStatus: shape<SiteStatusResponse>({
    data: shape<SiteStatusResponse['data']>({
      maintenance: 'boolean',
      deliveryAreas: shape<SiteStatusResponse['data']['deliveryAreas']>({
        book: 'array|undefined',
        stationery: 'array|undefined',
      }),
    }),
  }),
  health: shape<HealthResponse>({
    status: 'string',
    database: 'string',
    migrations: shape<NonNullable<HealthResponse['migrations']>>({
      applied: 'number',
      latest: 'string|null',
    }),
  }),
  guest: shape<GuestTokenResponse>({ data: shape<GuestTokenResponse['data']>({ token: 'string' }) }),
  auth: shape<AuthResponse>({ data: shape<AuthResponse['data']>({ user, token: 'string' }) }),
  me: shape<MeResponse>({ data: shape<MeResponse['data']>({ user }) }),
  profile: shape<ProfileResponse>({ ...success.fields, data: shape<ProfileResponse['data']>({ user }) } as {
    [K in keyof ProfileResponse]-?: Kind;
  }),
  addresses: shape<AddressListResponse>({
    data: shape<AddressListResponse['data']>({ addresses: listOf(address) }),
  }),
  addressSaved: shape<AddressSavedResponse>({
    ...success.fields,
    data: shape<AddressSavedResponse['data']>({ address }),
  } as { [K in keyof AddressSavedResponse]-?: Kind }),
  success,
  bookRequest: shape<BookRequestResponse>({
    data: shape<BookRequestResponse['data']>({
      request: shape<SavedBookRequest>({
        id: 'number',
        title: 'string',
        author: 'string|null',
        createdAt: 'string',
      }),
    }),
    message: 'string',
  }),
  forgot: shape<ForgotPasswordResponse>({ success: 'boolean', message: 'string', redirectUrl: 'string' }),
};

describe('every route answers with its contract type', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    await seedDemo(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectReply(
    request: string | InjectOptions,
    contract: Kind,
    status = 200,
  ): Promise<Record<string, unknown>> {
    const res = await t.app.inject(request);
    const label = typeof request === 'string' ? request : `${request.method ?? 'GET'} ${request.url}`;
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
    const body = res.json();
    expect(mismatches(body, contract), label).toEqual([]);
    return body;
  }

  it('catalogue, listings and search', async () => {
    const list = await expectReply('/api/books?limit=3', contracts.bookList);
    const first = (list.data as { books: { Book_Id: number }[] }).books[0];
    await expectReply(`/api/books/${first?.Book_Id}`, contracts.book);
    const menu = await expectReply('/api/categories/menu', contracts.menu);
    const groupId = (menu.data as { groups: { id: number }[] }).groups[0]?.id;
    await expectReply(`/api/categories/${groupId}/books?perPage=5`, contracts.listing);
    const discounts = await expectReply('/api/high-discount-categories', contracts.highDiscounts);
    const discounted = (discounts.data as { all: { id: number }[] }).all[0]?.id;
    await expectReply(`/api/high-discount-categories/${discounted}/books`, contracts.listing);
    await expectReply('/api/home', contracts.home);
    await expectReply('/api/search?keyword=hamid', contracts.search);
    await expectReply('/api/search/advanced?title=moth', contracts.search);
    const suggestions = await expectReply('/api/autocomplete?search=moth', contracts.autocomplete);
    expect((suggestions.results as unknown[]).length).toBeGreaterThan(0);
    await expectReply('/api/site-status', contracts.siteStatus);
    await expectReply('/api/health', contracts.health);
  });

  it('accounts, profile, addresses and book requests', async () => {
    await expectReply({ method: 'POST', url: '/api/auth/guest' }, contracts.guest, 201);
    const email = uniqueEmail('contract');
    const registered = await expectReply(
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          first_name: 'Ayesha',
          last_name: 'Khan',
          email,
          password: 'secret12',
          password_confirmation: 'secret12',
        },
      },
      contracts.auth,
      201,
    );
    const token = (registered.data as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };
    await expectReply(
      { method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret12' } },
      contracts.auth,
    );
    await expectReply({ method: 'GET', url: '/api/auth/me', headers: auth }, contracts.me);
    await expectReply(
      {
        method: 'PUT',
        url: '/api/profile',
        headers: auth,
        payload: { first_name: 'Ayesha', last_name: 'Khan', phone: '0300 1234567' },
      },
      contracts.profile,
    );
    const addressBody = {
      phone: '0300 1234567',
      address: '12 Mall Road',
      city: 'Lahore',
      province: 'Punjab',
      country: 'Pakistan',
      zipCode: '54000',
    };
    const created = await expectReply(
      { method: 'POST', url: '/api/addresses', headers: auth, payload: addressBody },
      contracts.addressSaved,
      201,
    );
    const id = (created.data as { address: { id: number } }).address.id;
    await expectReply(
      { method: 'PUT', url: `/api/addresses/${id}`, headers: auth, payload: addressBody },
      contracts.addressSaved,
    );
    await expectReply({ method: 'GET', url: '/api/addresses', headers: auth }, contracts.addresses);
    await expectReply({ method: 'DELETE', url: `/api/addresses/${id}`, headers: auth }, contracts.success);
    await expectReply(
      {
        method: 'POST',
        url: '/api/auth/change-password',
        headers: auth,
        payload: { current_password: 'secret12', new_password: 'secret34', new_confirm_password: 'secret34' },
      },
      contracts.success,
    );
    await expectReply(
      { method: 'POST', url: '/api/auth/forget-password', payload: { email } },
      contracts.forgot,
    );
    await expectReply(
      {
        method: 'POST',
        url: '/api/book-requests',
        payload: { name: 'Ayesha', email, title: 'Basti' },
      },
      contracts.bookRequest,
      201,
    );
    await expectReply({ method: 'POST', url: '/api/auth/logout', headers: auth }, contracts.success);
  });

  it('the shapes themselves catch a reply that drifts', () => {
    expect(
      mismatches(
        { data: { groups: [{ id: 1, slug: 'a', label: 'A', labelUr: null, categories: [] }] } },
        contracts.menu,
      ),
    ).toEqual(['$.data.groups[0].sections: missing']);
    expect(mismatches({ data: { maintenance: 'no', deliveryAreas: {} } }, contracts.siteStatus)).toEqual([
      '$.data.maintenance: expected boolean, got string',
    ]);
    expect(mismatches({ data: { token: 'x', extra: 1 } }, contracts.guest)).toEqual([
      '$.data.extra: not in the contract',
    ]);
  });
});
