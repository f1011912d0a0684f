import { adminApi } from './admin-base-api.js';

/**
 * The catalogue desk's tags (issue 25), added to the admin API here rather than in its base list,
 * so the order desk's file does not change with each catalogue resource.
 */
export const CATALOGUE_TAG_TYPES = [
  'CatalogueBooks',
  'CatalogueBook',
  'StockRequests',
  'CatalogueImport',
  'Categories',
  'HomeLayout',
  'CardRules',
  'BookRequests',
  'GiftCards',
] as const;

/** The admin API with the catalogue desk's tags; its endpoints live in the same store slice. */
export const catalogueApi = adminApi.enhanceEndpoints({ addTagTypes: CATALOGUE_TAG_TYPES });

/** Every catalogue change is audited: the audit log is read again after one. */
export const AUDITED = { type: 'Audit', id: 'LIST' } as const;

/**
 * A multipart body of one file. fetchBaseQuery leaves a FormData body alone, so the browser sets
 * the multipart boundary itself.
 */
export function fileBody(field: string, file: Blob, fileName?: string): FormData {
  const form = new FormData();
  const name = fileName ?? (file instanceof File ? file.name : `${field}.bin`);
  form.append(field, file, name);
  return form;
}
