import { Worker } from 'node:worker_threads';

export interface PdfText {
  /** The first page's text items, joined by spaces. */
  text: string;
  /** The font family of each text style on that page. */
  fonts: string[];
}

/**
 * The first page of a PDF as pdfjs reads it, read in a worker thread (pdf-text-worker.mjs):
 * pdfjs's legacy build replaces built-ins such as Array.prototype.push with core-js polyfills
 * wherever it is imported, and the server's test files share their worker (isolate: false), so
 * imported here it made every later file in the worker slower (the fuzz test 21 s -> 62 s).
 */
export function pdfText(pdf: Uint8Array): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-text-worker.mjs', import.meta.url), {
      workerData: new Uint8Array(pdf),
    });
    worker.once('message', (read: PdfText) => {
      resolve(read);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the PDF reader stopped (exit ${code}) before answering`)),
    );
  });
}
