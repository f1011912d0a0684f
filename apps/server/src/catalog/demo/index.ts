import { allBooksItems } from './books-all-books.js';
import { childrenItems } from './books-children.js';
import { fictionItems } from './books-fiction.js';
import { nonFictionItems } from './books-non-fiction.js';
import { ourPublicationItems } from './books-our-publications.js';
import { urduItems } from './books-urdu.js';
import { youngAdultItems } from './books-young-adults.js';
import { stationeryItems } from './stationery.js';
import type { DemoItem } from './types.js';

export { demoCategories } from './categories.js';
export type { DemoCategory, DemoItem } from './types.js';

/** The whole demo catalogue: every book group followed by the stationery and art supplies. */
export const demoItems: readonly DemoItem[] = [
  ...allBooksItems,
  ...fictionItems,
  ...nonFictionItems,
  ...youngAdultItems,
  ...childrenItems,
  ...urduItems,
  ...ourPublicationItems,
  ...stationeryItems,
];
