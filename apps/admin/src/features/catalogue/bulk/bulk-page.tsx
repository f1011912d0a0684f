import {
  readApiError,
  useExportCatalogueMutation,
  useGetCatalogueImportQuery,
  useStartCatalogueImportMutation,
  useUpdatePriceStockMutation,
} from '@bookshop/api-client/admin';
import {
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_MESSAGES,
  type CatalogueImportJob,
  type CsvRowProblem,
  PRICE_STOCK_CSV_COLUMNS,
  PRICE_STOCK_CSV_MAX_ROWS,
  type PriceStockUpdateResponse,
} from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { DataTable, ProgressBar } from '@bookshop/ui/admin';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, LoadState } from '../../../shared/load-state';
import { usePageTitle } from '../../../shared/page-title';
import '../catalogue.css';

/** How often a running import is asked where it is. */
export const IMPORT_POLL_MS = 1000;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Bulk work on the catalogue: a catalogue CSV imported with a progress bar and a report of the
 * rows refused (line and reason), prices and stock updated from a CSV by ISBN, and the whole
 * catalogue downloaded as CSV. The running import's number is kept in the address, so the page
 * can be reloaded (or shared) while it runs.
 */
export function BulkPage() {
  usePageTitle('Bulk CSV');
  return (
    <>
      <h1>Bulk CSV</h1>
      <ImportPanel />
      <PriceStockPanel />
      <ExportPanel />
    </>
  );
}

/** A file input's file, checked against the desk's size limit before it is sent. */
function csvProblem(file: File | null): string | null {
  if (!file) return CATALOGUE_MESSAGES.csvMissing;
  if (file.size > CATALOGUE_CSV_MAX_BYTES) return CATALOGUE_MESSAGES.csvTooLarge;
  return null;
}

function ImportPanel() {
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('import'));
  const watching = Number.isInteger(jobId) && jobId > 0 ? jobId : null;
  const [startImport, starting] = useStartCatalogueImportMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [pickerKey, setPickerKey] = useState(0);
  const [finished, setFinished] = useState(false);
  const job = useGetCatalogueImportQuery(watching ?? 0, {
    skip: watching === null,
    pollingInterval: watching !== null && !finished ? IMPORT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const ended = job.data?.state === 'done' || job.data?.state === 'failed';
  if (ended !== finished && job.data?.id === watching) setFinished(ended);

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = csvProblem(file);
    if (problem || !file) {
      setFileError(problem ?? CATALOGUE_MESSAGES.csvMissing);
      return;
    }
    try {
      const started = await startImport({ file }).unwrap();
      setFileError(undefined);
      setFile(null);
      setPickerKey((key) => key + 1);
      setFinished(false);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('import', String(started.id));
        return next;
      });
    } catch (failure) {
      const refusal = readApiError(failure, 'The file could not be sent. Please try again.');
      setFileError(refusal.fieldErrors.file?.[0] ?? errorMessage(failure, refusal.message));
    }
  };

  return (
    <section className="admin-card catalogue-section" aria-labelledby="import-heading">
      <h2 id="import-heading">Import a catalogue CSV</h2>
      <p className="admin-muted">
        The columns of the shop's catalogue file (as <code>cli import-catalog</code> reads it). Books are
        matched by ISBN: new ones are added, known ones updated. The import is one transaction: if it fails,
        nothing changes.
      </p>
      <form onSubmit={start} noValidate className="catalogue-file-form">
        <TextField
          key={pickerKey}
          label="Catalogue CSV"
          type="file"
          accept=".csv,text/csv"
          hint="Up to 64 MB."
          error={fileError}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
        />
        <Button type="submit" busy={starting.isLoading} busyLabel="Sending the file…">
          Start import
        </Button>
      </form>
      {watching !== null ? (
        <div className="catalogue-gap">
          <LoadState
            isLoading={job.isLoading}
            error={job.error}
            notFound={CATALOGUE_MESSAGES.importNotFound}
          />
          {job.data ? <ImportProgress job={job.data} /> : null}
        </div>
      ) : null}
    </section>
  );
}

/** Where the import is in words, for under the bar. */
function importProgressText(job: CatalogueImportJob): string {
  switch (job.state) {
    case 'queued':
      return 'Waiting to start…';
    case 'reading':
      return `${count(job.rows_read)} of ${count(job.rows_expected)} rows read`;
    case 'writing':
      return `All ${count(job.rows_expected)} rows read; writing the books…`;
    case 'done': {
      const report = job.report;
      if (!report) return 'Done.';
      return `Done: ${count(report.rows)} rows; ${count(report.inserted)} added, ${count(report.updated)} updated, ${count(report.unchanged)} unchanged, ${count(report.rejected.length)} refused.`;
    }
    case 'failed':
      return `The import stopped; the catalogue is as it was. ${job.error ?? ''}`.trim();
  }
}

function ImportProgress({ job }: { job: CatalogueImportJob }) {
  const tone = job.state === 'done' ? 'done' : job.state === 'failed' ? 'failed' : 'working';
  return (
    <>
      <ProgressBar
        label={`Import of ${job.file_name}`}
        percent={job.state === 'queued' ? null : job.state === 'done' ? 100 : job.percent}
        valueText={importProgressText(job)}
        tone={tone}
      />
      {job.state === 'failed' ? (
        <p className="admin-alert admin-alert--error catalogue-gap" role="alert">
          {job.error ?? 'The import failed.'}
        </p>
      ) : null}
      {job.report ? (
        <>
          <RowProblems caption="Rows refused" problems={job.report.rejected} empty="No row was refused." />
          {job.report.warnings.length > 0 ? (
            <RowProblems caption="Warnings (rows imported)" problems={job.report.warnings} empty="" />
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** Rows of a CSV with their line number (the header is line 1) and the reason. */
function RowProblems({
  caption,
  problems,
  empty,
}: {
  caption: string;
  problems: readonly CsvRowProblem[];
  empty: string;
}) {
  return (
    <div className="catalogue-gap">
      <h3>
        {caption} ({count(problems.length)})
      </h3>
      {problems.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <DataTable<CsvRowProblem>
          caption={caption}
          captionHidden
          rows={problems}
          rowKey={(problem) => `${problem.line}:${problem.reason}`}
          pageSize={50}
          empty={empty}
          narrowLayout="cards"
          columns={[
            {
              id: 'line',
              header: 'Line',
              primary: true,
              cell: (problem) => `Line ${problem.line}`,
              sortValue: (problem) => problem.line,
            },
            { id: 'reason', header: 'Reason', cell: (problem) => problem.reason },
          ]}
        />
      )}
    </div>
  );
}

function PriceStockPanel() {
  const [update, updating] = useUpdatePriceStockMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [result, setResult] = useState<PriceStockUpdateResponse['data'] | null>(null);
  const [pickerKey, setPickerKey] = useState(0);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = csvProblem(file);
    if (problem || !file) {
      setFileError(problem ?? CATALOGUE_MESSAGES.csvMissing);
      return;
    }
    setResult(null);
    try {
      setResult(await update({ file }).unwrap());
      setFileError(undefined);
      setFile(null);
      setPickerKey((key) => key + 1);
    } catch (failure) {
      const refusal = readApiError(failure, 'The file could not be sent. Please try again.');
      setFileError(refusal.fieldErrors.file?.[0] ?? errorMessage(failure, refusal.message));
    }
  };

  return (
    <section className="admin-card catalogue-section" aria-labelledby="price-stock-heading">
      <h2 id="price-stock-heading">Update prices and stock</h2>
      <p className="admin-muted">
        A CSV with the columns <code>{PRICE_STOCK_CSV_COLUMNS.join(', ')}</code> (ISBN-10 or ISBN-13); an
        empty cell leaves that figure as it is. Up to {count(PRICE_STOCK_CSV_MAX_ROWS)} rows. Good rows are
        written together; a bad row is reported and nothing of it is written. Stock rising from zero e-mails
        whoever waits for the book.
      </p>
      <form onSubmit={send} noValidate className="catalogue-file-form">
        <TextField
          key={pickerKey}
          label="Price and stock CSV"
          type="file"
          accept=".csv,text/csv"
          error={fileError}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
        />
        <Button type="submit" busy={updating.isLoading} busyLabel="Updating…">
          Update prices and stock
        </Button>
      </form>
      {result ? (
        <div className="catalogue-gap">
          <p className="admin-alert admin-alert--success" role="status">
            {count(result.rows)} rows: {count(result.updated)} books changed, {count(result.unchanged)}{' '}
            already so, {count(result.rejected.length)} refused.
            {result.back_in_stock_mails > 0
              ? ` ${count(result.back_in_stock_mails)} back-in-stock ${result.back_in_stock_mails === 1 ? 'e-mail' : 'e-mails'} sent.`
              : ''}
          </p>
          <RowProblems caption="Rows refused" problems={result.rejected} empty="No row was refused." />
        </div>
      ) : null}
    </section>
  );
}

function ExportPanel() {
  const [exportCatalogue, exporting] = useExportCatalogueMutation();
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    try {
      const file = await exportCatalogue({ withdrawn: 'include' }).unwrap();
      const link = document.createElement('a');
      link.href = file.href;
      link.download = file.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(file.href), 0);
    } catch (failure) {
      setError(errorMessage(failure, 'The catalogue could not be exported. Please try again.'));
    }
  };

  return (
    <section className="admin-card catalogue-section" aria-labelledby="export-heading">
      <h2 id="export-heading">Export the catalogue</h2>
      <p className="admin-muted">
        Every book, withdrawn ones too, as CSV. Its price, discount and stock columns read back into the price
        and stock update unchanged.
      </p>
      <Button
        variant="secondary"
        busy={exporting.isLoading}
        busyLabel="Preparing the file…"
        onClick={download}
      >
        Download the catalogue (CSV)
      </Button>
      {error ? (
        <p className="admin-alert admin-alert--error catalogue-gap" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
