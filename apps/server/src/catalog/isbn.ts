/**
 * ISBN helpers for the catalogue: the importer and search both normalise through these. The rules
 * live once in the domain (catalogue/isbn.ts), shared with the catalogue desk's form.
 */
export {
  compactIsbn,
  isbn10FromIsbn13,
  isbn13FromIsbn10,
  isValidIsbn10,
  isValidIsbn13,
  readIsbn,
  readIsbn10,
} from '@bookshop/domain';
