// The yardstick: a bare Fastify route with a JSON body the size of a book, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
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
