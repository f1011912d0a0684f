import { STOCK_STATUSES, type StockStatus } from '@bookshop/domain';
import { type InferType, mixed, object, string } from 'yup';
import { email } from '../fields.js';

/** The notify-me dialog (spec section 5): the shopper only types an email. */
export const notifyMeSchema = object({
  email: email('Email is required', 'Please enter a valid email address'),
});

/** Valid notify-me form values. */
export type NotifyMeValues = InferType<typeof notifyMeSchema>;

/**
 * The whole `POST /api/books/notify-when-available` body, for the server: the dialog's email plus
 * the book it was opened for.
 */
export const notifyMeRequestSchema = notifyMeSchema.shape({
  bookId: string().trim().required('The book id field is required.').matches(/^\d+$/, 'Invalid book id'),
  status: mixed<StockStatus>()
    .oneOf(STOCK_STATUSES, 'Invalid book status')
    .required('The status field is required.'),
});

/** A valid notify-me request. */
export type NotifyMeRequestValues = InferType<typeof notifyMeRequestSchema>;
