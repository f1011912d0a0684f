import { number, object, string } from 'yup';
import { msg } from '../messages.js';

/** The advanced search form (`/advance-search`) as typed: every field is text until it is checked. */
export interface AdvancedSearchValues {
  title: string;
  author: string;
  isbn: string;
  publisher: string;
  category: string;
  minPrice: string;
  maxPrice: string;
}

/** The advanced search form before the shopper types anything. */
export const EMPTY_ADVANCED_SEARCH: AdvancedSearchValues = {
  title: '',
  author: '',
  isbn: '',
  publisher: '',
  category: '',
  minPrice: '',
  maxPrice: '',
};

// An empty box means "any", not zero. `field` picks the price's name in each message.
const rupees = (field: 'min' | 'max') =>
  number()
    .transform((value, original) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(msg('search.priceNotNumber', { field }))
    .integer(msg('search.priceWhole', { field }))
    .min(0, msg('search.priceBelowZero', { field }))
    .max(10_000_000, msg('search.priceTooHigh', { field }));

const tooLong = (field: 'title' | 'author' | 'publisher') => msg('search.textTooLong', { field, max: 200 });
const fillOne = msg('search.fillOne');

/**
 * Checks the advanced search form; the messages sit under the fields they are about. The bounds
 * match what `GET /api/search/advanced` accepts (200 characters of text, an ISBN of digits and
 * hyphens, whole rupees up to 10,000,000).
 */
export const advancedSearchSchema = object({
  title: string().trim().max(200, tooLong('title')),
  author: string().trim().max(200, tooLong('author')),
  isbn: string()
    .trim()
    .matches(/^[\dXx\s-]*$/, msg('search.isbnCharacters'))
    .max(20, msg('search.isbnTooLong')),
  publisher: string().trim().max(200, tooLong('publisher')),
  category: string(),
  minPrice: rupees('min'),
  maxPrice: rupees('max').when('minPrice', ([min], schema) =>
    typeof min === 'number' ? schema.min(min, msg('search.maxBelowMin')) : schema,
  ),
}).test('any-criterion', fillOne, (values, context) => {
  const filled = Object.values(values).some((value) => value !== undefined && String(value).trim() !== '');
  return filled || context.createError({ path: 'title', message: fillOne });
});
