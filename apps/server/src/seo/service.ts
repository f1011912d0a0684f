import { type StockStatus, unitPrice } from '@bookshop/domain';
import {
  formatMessage,
  formatRupees,
  LANGUAGES,
  type Language,
  type MessageKey,
  pathInLanguage,
} from '@bookshop/i18n';
import type { SeoRepository } from './repository.js';
import { sitePageName } from './site-page-names.js';
import {
  bookPath,
  categoryPath,
  highDiscountPath,
  privatePaths,
  SHOP_NAME,
  sitePages,
} from './site-pages.js';

/** What a crawler should see in index.html for one page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical address of the page. */
  canonical: string;
  /** The page names something that does not exist: answer 404 (the SPA still renders). */
  notFound?: boolean;
}

/** The sitemap protocol's limit on addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;
const DESCRIPTION_MAX = 160;

function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const STOCK_KEYS: Readonly<Record<StockStatus, MessageKey>> = {
  available: 'seo.stock.available',
  out_of_stock: 'seo.stock.outOfStock',
  pre_order: 'seo.stock.preOrder',
  on_demand: 'seo.stock.onDemand',
};

/**
 * The title and description of pages that have none of their own (home, the cart, a shopper's
 * pages): index.html's defaults, which are English, so an Urdu page gets these instead.
 */
export function defaultPageMeta(language: Language): { title: string; description: string } {
  return {
    title: formatMessage(language, 'seo.site.title', { shop: SHOP_NAME }),
    description: formatMessage(language, 'seo.site.description'),
  };
}

/** The head of every page is in its language; so are the sitemap's alternates (hreflang). */

export function createSeoService(repo: SeoRepository, publicUrl: string) {
  const url = (path: string) => `${publicUrl}${path}`;

  return {
    /**
     * Title and description for a client route, or null when the route has none of its own (the
     * index.html defaults stand).
     */
    async pageMeta(path: string, language: Language = 'en'): Promise<PageMeta | null> {
      const url = (pagePath: string) => `${publicUrl}${pathInLanguage(language, pagePath)}`;
      const t = (key: MessageKey, values?: Parameters<typeof formatMessage>[2]) =>
        formatMessage(language, key, values);
      const book = /^\/book\/(\d{1,10})\/?$/.exec(path);
      if (book) {
        const id = Number(book[1]);
        const row = id <= 2_147_483_647 ? await repo.bookMeta(id) : null;
        if (!row) {
          return {
            title: t('seo.book.notFoundTitle', { shop: SHOP_NAME }),
            description: t('seo.book.notFoundDescription'),
            canonical: url(path),
            notFound: true,
          };
        }
        // The book's own words (title, authors, description) stay as the catalogue has them.
        const authors = row.authors.join(', ');
        const stockKey = STOCK_KEYS[row.stockStatus as StockStatus];
        const values = {
          title: row.title,
          authors,
          price: formatRupees(language, unitPrice(row.price, row.discountPercent)),
          stock: stockKey ? t(stockKey) : row.stockStatus,
        };
        const lead = t(row.authors.length > 0 ? 'seo.book.leadBy' : 'seo.book.lead', values);
        return {
          title:
            row.authors.length > 0
              ? t('seo.book.titleBy', { ...values, shop: SHOP_NAME })
              : `${row.title} | ${SHOP_NAME}`,
          description: shorten(row.description ? `${lead} ${row.description}` : lead),
          canonical: url(bookPath(id)),
        };
      }
      const listing = /^\/(category\/level4|high-discount-category\/level1)\/(\d{1,10})\/instock\/?$/.exec(
        path,
      );
      if (listing) {
        const id = Number(listing[2]);
        const category = id <= 2_147_483_647 ? await repo.categoryMeta(id) : null;
        const highDiscount = listing[1] === 'high-discount-category/level1';
        if (!category) {
          return {
            title: t('seo.category.notFoundTitle', { shop: SHOP_NAME }),
            description: t('seo.category.notFoundDescription'),
            canonical: url(path),
            notFound: true,
          };
        }
        // Category names are the database's; their Urdu names are given separately (name_ur).
        const name = language === 'ur' && category.nameUr ? category.nameUr : category.name;
        return highDiscount
          ? {
              title: t('seo.category.highDiscountTitle', { name, shop: SHOP_NAME }),
              description: t('seo.category.highDiscountDescription', { name }),
              canonical: url(highDiscountPath(id)),
            }
          : {
              title: `${name} | ${SHOP_NAME}`,
              description: t('seo.category.description', { name, shop: SHOP_NAME }),
              canonical: url(categoryPath(id)),
            };
      }
      const page = sitePages[path];
      if (page && path !== '/') {
        const name = sitePageName(path, language) ?? page;
        return {
          title: `${name} | ${SHOP_NAME}`,
          description: t('seo.page.description', { page: name, shop: SHOP_NAME }),
          canonical: url(path),
        };
      }
      // Home has index.html's own title in English; in Urdu it gets the Urdu one.
      if (path === '/' && language !== 'en') return { ...defaultPageMeta(language), canonical: url(path) };
      return null;
    },

    /**
     * Home, the fixed pages, every category listing and as many books as the protocol allows,
     * each page in every language: a `<url>` per language, each naming all of them (itself too)
     * as `xhtml:link rel="alternate" hreflang`, as search engines ask, and `x-default` the English.
     */
    async sitemapXml(): Promise<string> {
      const pages: { path: string; extra?: string }[] = Object.keys(sitePages).map((p) => ({ path: p }));
      for (const c of await repo.categoryLevels()) {
        if (c.level === 4) pages.push({ path: categoryPath(c.id) });
        if (c.level === 1) pages.push({ path: highDiscountPath(c.id) });
      }
      const perPage = LANGUAGES.length;
      for (const b of await repo.bookUrls(Math.floor(SITEMAP_MAX_URLS / perPage) - pages.length)) {
        pages.push({ path: bookPath(b.id), extra: `<lastmod>${b.updatedAt}</lastmod>` });
      }
      const entries = pages.flatMap(({ path, extra }) => {
        const alternates = [
          ...LANGUAGES.map(
            (language) =>
              `<xhtml:link rel="alternate" hreflang="${language}" href="${xmlEscape(url(pathInLanguage(language, path)))}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(url(path))}"/>`,
        ].join('');
        return LANGUAGES.map(
          (language) =>
            `<url><loc>${xmlEscape(url(pathInLanguage(language, path)))}</loc>${extra ?? ''}${alternates}</url>`,
        );
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
    },

    robotsTxt(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...privatePaths.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${url('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
