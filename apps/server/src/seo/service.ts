import { STOCK_LABELS, type StockStatus, unitPrice } from '@bookshop/domain';
import { type Language, pathInLanguage } from '@bookshop/i18n';
import type { SeoRepository } from './repository.js';
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

const rupees = (n: number) => `Rs. ${n.toLocaleString('en-PK')}`;

export function createSeoService(repo: SeoRepository, publicUrl: string) {
  const url = (path: string) => `${publicUrl}${path}`;

  return {
    /**
     * Title and description for a client route, or null when the route has none of its own (the
     * index.html defaults stand).
     */
    async pageMeta(path: string, language: Language = 'en'): Promise<PageMeta | null> {
      const url = (pagePath: string) => `${publicUrl}${pathInLanguage(language, pagePath)}`;
      const book = /^\/book\/(\d{1,10})\/?$/.exec(path);
      if (book) {
        const id = Number(book[1]);
        const row = id <= 2_147_483_647 ? await repo.bookMeta(id) : null;
        if (!row) {
          return {
            title: `Book not found | ${SHOP_NAME}`,
            description: 'This book is not in our catalogue.',
            canonical: url(path),
            notFound: true,
          };
        }
        const by = row.authors.length > 0 ? ` by ${row.authors.join(', ')}` : '';
        const price = rupees(unitPrice(row.price, row.discountPercent));
        const lead = `${row.title}${by}: ${price}, ${STOCK_LABELS[row.stockStatus as StockStatus] ?? row.stockStatus}, delivered across Pakistan.`;
        return {
          title: `${row.title}${by} | ${SHOP_NAME}`,
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
            title: `Category not found | ${SHOP_NAME}`,
            description: 'This category does not exist.',
            canonical: url(path),
            notFound: true,
          };
        }
        return highDiscount
          ? {
              title: `High Discounts on ${category.name} | ${SHOP_NAME}`,
              description: `${category.name} at the biggest discounts, in stock and delivered across Pakistan.`,
              canonical: url(highDiscountPath(id)),
            }
          : {
              title: `${category.name} | ${SHOP_NAME}`,
              description: `Shop ${category.name} in stock at ${SHOP_NAME}: books, stationery and art supplies delivered across Pakistan.`,
              canonical: url(categoryPath(id)),
            };
      }
      const page = sitePages[path];
      if (page && path !== '/') {
        return {
          title: `${page} | ${SHOP_NAME}`,
          description: `${page} — ${SHOP_NAME}: books, stationery and art supplies delivered across Pakistan.`,
          canonical: url(path),
        };
      }
      return null;
    },

    /** Home, the fixed pages, every category listing and as many books as the protocol allows. */
    async sitemapXml(): Promise<string> {
      const entries: string[] = Object.keys(sitePages).map(
        (p) => `<url><loc>${xmlEscape(url(p))}</loc></url>`,
      );
      for (const c of await repo.categoryLevels()) {
        if (c.level === 4) entries.push(`<url><loc>${xmlEscape(url(categoryPath(c.id)))}</loc></url>`);
        if (c.level === 1) entries.push(`<url><loc>${xmlEscape(url(highDiscountPath(c.id)))}</loc></url>`);
      }
      for (const b of await repo.bookUrls(SITEMAP_MAX_URLS - entries.length)) {
        entries.push(
          `<url><loc>${xmlEscape(url(bookPath(b.id)))}</loc><lastmod>${b.updatedAt}</lastmod></url>`,
        );
      }
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
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
