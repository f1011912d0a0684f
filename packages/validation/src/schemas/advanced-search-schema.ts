import { number, object, string } from 'yup';

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

// An empty box means "any", not zero.
const rupees = (label: string) =>
  number()
    .transform((value, original) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(`${label} must be a number of rupees`)
    .integer(`${label} must be whole rupees`)
    .min(0, `${label} cannot be below 0`)
    .max(10_000_000, `${label} is too high`);

/**
 * Checks the advanced search form; the messages sit under the fields they are about. The bounds
 * match what `GET /api/search/advanced` accepts (200 characters of text, an ISBN of digits and
 * hyphens, whole rupees up to 10,000,000).
 */
export const advancedSearchSchema = object({
  title: string().trim().max(200, 'Title must be at most 200 characters'),
  author: string().trim().max(200, 'Author must be at most 200 characters'),
  isbn: string()
    .trim()
    .matches(/^[\dXx\s-]*$/, 'An ISBN has digits and hyphens only (and may end in X)')
    .max(20, 'An ISBN has at most 13 digits'),
  publisher: string().trim().max(200, 'Publisher must be at most 200 characters'),
  category: string(),
  minPrice: rupees('Lowest price'),
  maxPrice: rupees('Highest price').when('minPrice', ([min], schema) =>
    typeof min === 'number' ? schema.min(min, 'Highest price must not be below the lowest price') : schema,
  ),
}).test('any-criterion', 'Fill in at least one field to search by', (values, context) => {
  const filled = Object.values(values).some((value) => value !== undefined && String(value).trim() !== '');
  return filled || context.createError({ path: 'title', message: 'Fill in at least one field to search by' });
});
