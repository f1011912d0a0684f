import {
  type AdminBookListQuery,
  CATALOGUE_API_PATHS,
  type CatalogueImportJob,
  type CatalogueImportJobResponse,
  type PriceStockUpdateResponse,
} from '@bookshop/domain';
import { adminQueryString } from './admin-base-api.js';
import { AUDITED, catalogueApi, fileBody } from './catalogue-tags.js';

/** A CSV chosen in the browser. */
export interface CsvUploadArgs {
  file: Blob;
  fileName?: string;
}

/** The catalogue CSV downloaded: an object URL of the file (revoke it once used) and its name. */
export interface CatalogueExportFile {
  href: string;
  fileName: string;
}

/** The file name the server gave in Content-Disposition, or a dated one. */
function attachmentName(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (named?.[1]) return decodeURIComponent(named[1]);
  return `catalogue-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * The body of a refusal, whatever its type (the export's success is a file, not JSON), so
 * `readApiError` still reads the server's words.
 */
async function refusalBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}

/**
 * The catalogue desk's bulk work (issue 25): a catalogue CSV import started from the browser and
 * followed to its report (poll `getCatalogueImport` for the progress bar), prices and stock
 * updated by CSV, and the catalogue exported as CSV. The export needs the staff token, which a
 * plain link cannot carry, so it is fetched here and handed back as an object URL to save.
 */
export const catalogueBulkApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    startCatalogueImport: build.mutation<CatalogueImportJob, CsvUploadArgs>({
      query: ({ file, fileName }) => ({
        url: CATALOGUE_API_PATHS.imports,
        method: 'POST',
        body: fileBody('file', file, fileName),
      }),
      transformResponse: (response: CatalogueImportJobResponse) => response.data.job,
      invalidatesTags: [AUDITED],
    }),
    getCatalogueImport: build.query<CatalogueImportJob, number>({
      query: (id) => CATALOGUE_API_PATHS.importJob(id),
      transformResponse: (response: CatalogueImportJobResponse) => response.data.job,
      providesTags: (_result, _error, id) => [{ type: 'CatalogueImport', id }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The import wrote books: the lists show them.
          if (data.state === 'done') {
            dispatch(catalogueApi.util.invalidateTags([{ type: 'CatalogueBooks', id: 'LIST' }, AUDITED]));
          }
        } catch {
          // The page shows the failure.
        }
      },
    }),
    updatePriceStock: build.mutation<PriceStockUpdateResponse['data'], CsvUploadArgs>({
      query: ({ file, fileName }) => ({
        url: CATALOGUE_API_PATHS.priceStock,
        method: 'POST',
        body: fileBody('file', file, fileName),
      }),
      transformResponse: (response: PriceStockUpdateResponse) => response.data,
      invalidatesTags: [{ type: 'CatalogueBooks', id: 'LIST' }, { type: 'CatalogueBook' }, AUDITED],
    }),
    exportCatalogue: build.mutation<CatalogueExportFile, Omit<AdminBookListQuery, 'after' | 'limit'>>({
      query: (filters) => ({
        url: `${CATALOGUE_API_PATHS.export}${adminQueryString(filters)}`,
        responseHandler: async (response: Response) => {
          if (!response.ok) return refusalBody(response);
          const blob = await response.blob();
          return { href: URL.createObjectURL(blob), fileName: attachmentName(response) };
        },
      }),
    }),
  }),
});

export const {
  /** React hook for `startCatalogueImport`: the CSV uploaded, the job answered (202). */
  useStartCatalogueImportMutation,
  /** React hook for `getCatalogueImport`: where the import is; poll it for the progress bar. */
  useGetCatalogueImportQuery,
  /** React hook for `updatePriceStock`: prices, discounts and stock by ISBN from a CSV. */
  useUpdatePriceStockMutation,
  /** React hook for `exportCatalogue`: the catalogue as a CSV file to save. */
  useExportCatalogueMutation,
} = catalogueBulkApi;
