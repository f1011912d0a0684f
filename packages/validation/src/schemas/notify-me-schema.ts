import { STOCK_STATUSES, type StockStatus } from '@bookshop/domain';
import { type InferType, mixed, object, string } from 'yup';
import { email } from '../fields.js';
import { msg } from '../messages.js';

/** The notify-me dialog (spec section 5): the shopper only types an email. */
export const notifyMeSchema = object({
  email: email(msg('contact.emailRequired'), msg('contact.emailInvalid')),
});

/** Valid notify-me form values. */
export type NotifyMeValues = InferType<typeof notifyMeSchema>;

/**
 * The whole `POST /api/books/notify-when-available` body, for the server: the dialog's email plus
 * the book it was opened for.
 */
export const notifyMeRequestSchema = notifyMeSchema.shape({
  bookId: string().trim().required(msg('cart.bookIdRequired')).matches(/^\d+$/, msg('cart.bookIdInvalid')),
  status: mixed<StockStatus>()
    .oneOf(STOCK_STATUSES, msg('book.statusInvalid'))
    .required(msg('book.statusRequired')),
});

/** A valid notify-me request. */
export type NotifyMeRequestValues = InferType<typeof notifyMeRequestSchema>;
