import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { books } from '../db/schema/index.js';
import { refreshPlannerStatistics } from '../search/planner-statistics.js';
import type { CatalogRecord, WriteReport } from './catalog-record.js';
import { writeCategoryTree, writeRecords } from './catalog-writer.js';
import { demoCategories, demoItems } from './demo/index.js';
import { isbn13FromIsbn10 } from './isbn.js';

export function demoRecords(): CatalogRecord[] {
  return demoItems.map((item) => ({
    source: 'demo',
    sourceId: item.key,
    kind: item.kind,
    title: item.title,
    authors: [...item.authors],
    isbn10: item.isbn10,
    isbn13: item.isbn10 ? isbn13FromIsbn10(item.isbn10) : null,
    publisher: item.publisher,
    year: item.year,
    language: item.language,
    pages: item.pages,
    description: item.description,
    price: item.price,
    discountPercent: item.discountPercent,
    stock: item.stock,
    stockStatus: item.stockStatus,
    picname: `demo-${item.key}`,
    categorySlugs: [...item.categories],
  }));
}

/** Loads the category tree and the demo catalogue; running it again changes nothing. */
export async function seedDemo(db: Database): Promise<WriteReport> {
  const report = await db.transaction(async (tx) => {
    const categoryIds = await writeCategoryTree(tx, demoCategories);
    return writeRecords(tx, demoRecords(), categoryIds);
  });
  await refreshPlannerStatistics(db);
  return report;
}

export async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(books);
  return (row?.n ?? 0) === 0;
}
