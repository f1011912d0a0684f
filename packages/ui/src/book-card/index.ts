export { BookCard, type BookCardProps, bookHref, STOCK_LABELS } from './book-card';
