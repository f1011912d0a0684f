import type { Order } from '../entities/order.js';
import type { ReturnRequest } from '../entities/return-request.js';
import type { BankTransferDetails } from './orders.js';

/**
 * Body of `POST /api/orders/lookup` (the `/tracking-order` form): an order number and the e-mail
 * address or the phone number it was placed with (one of the two). No login needed; limited per
 * address. A wrong e-mail or phone is answered exactly as a missing order is (404
 * {@link ORDER_ACCESS_MESSAGES}.notFound), so the form never tells whether an order exists.
 */
export interface OrderLookupRequest {
  orderId: number;
  email?: string;
  /** A Pakistani mobile number as typed (03xx..., +92 3xx...); matched against the delivery address. */
  phone?: string;
}

/**
 * The signed link that opens one order without logging in: the `token` of
 * `/orders/view?token=…` (`SITE_PATHS.orderView`). Every order e-mail carries one; a lookup hands
 * a fresh one back. Pass it as `token` to the by-link, invoice, reorder, pay-now and
 * return-request calls when the caller is not the order's owner.
 */
export interface OrderAccess {
  token: string;
  /** ISO 8601: the link stops working then (ORDER_LINK_DAYS, 90 days by default). */
  expires_at: string;
  /** The whole link, built from the shop's PUBLIC_URL, as the e-mails carry it. */
  url: string;
}

/**
 * Answer of `POST /api/orders/lookup`, `GET /api/orders/by-link?token=` and
 * `GET /api/orders/{id}` (the owner's): the order as `/api/orders` gives it, the bank details
 * while a bank transfer is awaited, and a link that opens it again (`access`).
 */
export interface OrderViewResponse {
  success: true;
  data: { order: Order; bankTransfer: BankTransferDetails | null; access: OrderAccess };
}

/** Query of `GET /api/orders/by-link` and of `GET /api/orders/{id}/invoice.pdf` for non-owners. */
export interface OrderLinkQuery {
  token: string;
}

/**
 * Body of `POST /api/orders/{id}/reorder`: the caller's own order (bearer token), or any order
 * with its signed link `token`. The lines go into the caller's cart (`cartType` cart).
 */
export interface ReorderRequest {
  token?: string;
}

/** A line put back in the cart by a reorder, at today's price (the cart prices it). */
export interface ReorderedLine {
  Book_Id: number;
  BOOK_TITLE: string;
  /** Copies the order had. */
  ordered: number;
  /** Copies now in the cart for this book (what was there plus what was added, within stock). */
  cart_qty: number;
  /** True when fewer copies than ordered could be added because of stock. */
  capped: boolean;
}

/** A line a reorder could not put back, with why, in words. */
export interface ReorderSkippedLine {
  Book_Id: number | null;
  BOOK_TITLE: string;
  reason: string;
}

/** Answer of `POST /api/orders/{id}/reorder`. */
export interface ReorderResponse {
  success: true;
  /** "2 books are back in your cart at today's prices." and what could not be added. */
  message: string;
  data: { added: readonly ReorderedLine[]; skipped: readonly ReorderSkippedLine[] };
}

/**
 * Body of `POST /api/orders/{id}/pay` (pay now, for a card or wallet order still awaiting its
 * payment). A wallet order gets a fresh approval page. A card order is charged its total on the
 * card saved with it, or on `card_token`, another saved card of the owner (owner only).
 */
export interface PayNowRequest {
  token?: string;
  card_token?: string;
}

/**
 * Answer of `POST /api/orders/{id}/pay`: 200 with the order (card: paid; wallet: `redirectUrl`,
 * the approval page to open). A declined card is 402 `PaymentDeclinedResponse` (the order fails
 * and gives its books back, as at placing); an order not awaiting payment is 409.
 */
export interface PayNowResponse {
  success: true;
  message: string;
  data: { order: Order; redirectUrl: string | null };
}

/** One line of a return request as sent: a book of the order and how many copies. */
export interface ReturnRequestLineInput {
  Book_Id: number;
  qty: number;
}

/**
 * Body of `POST /api/orders/{id}/return-request`: a delivered order, within RETURN_DAYS (7 by
 * default) of its delivery. One request per order.
 */
export interface ReturnRequestPayload {
  reason: string;
  lines: readonly ReturnRequestLineInput[];
  token?: string;
}

/** Answer of `POST /api/orders/{id}/return-request` (201; 200 with the first one if already asked). */
export interface ReturnRequestResponse {
  success: true;
  message: string;
  data: { returnRequest: ReturnRequest };
}

/** Answer of `POST /api/orders/{id}/revoke-links` (owner only): every link sent so far stops working. */
export interface RevokeOrderLinksResponse {
  success: true;
  message: string;
  data: { access: OrderAccess };
}

/** The shopper's words for what goes wrong opening an order without logging in. */
export const ORDER_ACCESS_MESSAGES = {
  /** 404 for a missing order and for a wrong e-mail or phone alike. */
  notFound: 'We could not find an order with that number and e-mail address or phone number.',
  /** 422: neither an e-mail nor a phone was given. */
  emailOrPhoneRequired: 'Enter the e-mail address or the phone number the order was placed with.',
  /** 401: the link was altered, cut short or made up. */
  linkInvalid: 'This order link is not valid. Look up your order with its number and e-mail address.',
  /** 401: older than ORDER_LINK_DAYS. */
  linkExpired: 'This order link has expired. Look up your order with its number and e-mail address.',
  /** 401: the shopper (or the shop) withdrew the links of this order. */
  linkRevoked: 'This order link has been withdrawn. Look up your order with its number and e-mail address.',
  linksRevoked: 'Links sent before now no longer open this order.',
} as const;

/** The API routes of what a shopper does after placing an order, for the api-client. */
export const ORDER_ACCESS_API = {
  lookup: '/api/orders/lookup',
  byLink: (token: string) => `/api/orders/by-link?token=${encodeURIComponent(token)}`,
  order: (orderId: number) => `/api/orders/${orderId}`,
  invoicePdf: (orderId: number, token?: string) =>
    `/api/orders/${orderId}/invoice.pdf${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  reorder: (orderId: number) => `/api/orders/${orderId}/reorder`,
  payNow: (orderId: number) => `/api/orders/${orderId}/pay`,
  returnRequest: (orderId: number) => `/api/orders/${orderId}/return-request`,
  revokeLinks: (orderId: number) => `/api/orders/${orderId}/revoke-links`,
} as const;
