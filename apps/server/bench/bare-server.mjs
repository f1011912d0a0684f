// The yardstick: a bare Fastify route with a JSON body the size of a book, no database.
//
//   BARE_LOG_FILE=path   log every request as the shop does at LOG_LEVEL=info: Fastify's
//                        "incoming request" and "request completed" lines, pino at info, the
//                        request's id in each, written into this file (appended)
//   BARE_LOG_SYNC=1      with BARE_LOG_FILE, write each line at once (pino's synchronous
//                        destination, what the shop did before issue 28) instead of
//                        asynchronously, as the shop does now
import Fastify from 'fastify';
import pino from 'pino';

const logFile = process.env.BARE_LOG_FILE;
const logger = logFile
  ? {
      level: 'info',
      stream: pino.destination({ dest: logFile, sync: process.env.BARE_LOG_SYNC === '1', mkdir: true }),
    }
  : false;

const app = Fastify({ logger });
const book = {
  Book_Id: 1,
  BOOK_TITLE: 'A Bare Route',
  authorName: 'Nobody',
  description: 'x'.repeat(200),
  PAK_PRICE: 1000,
  Discount: 10,
};
app.get('/bare/:id', async (request) => ({
  data: { book: { ...book, Book_Id: Number(request.params.id) } },
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
// Lines still held by the asynchronous destination are written before the process goes.
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
