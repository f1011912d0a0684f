// Reads a PDF's first page for test/support/pdf-text.ts, in a worker thread of its own: pdfjs's
// legacy build (the one Node 20 runs) installs core-js polyfills over the thread's built-ins,
// Array.prototype.push among them, which would slow every later test file sharing the worker.
import { parentPort, workerData } from 'node:worker_threads';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const doc = await pdfjs.getDocument({ data: workerData, verbosity: 0 }).promise;
const content = await (await doc.getPage(1)).getTextContent();
parentPort.postMessage({
  text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
  fonts: Object.values(content.styles).map((style) => style.fontFamily),
});
