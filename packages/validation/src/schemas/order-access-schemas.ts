import { RETURN_REASON_MAX } from '@bookshop/domain';
import type { MessageRef } from '@bookshop/i18n/core';
import { array, type InferType, number, object, string } from 'yup';
import { EMAIL_MAX_LENGTH, text, textArea } from '../fields.js';
import { msg } from '../messages.js';
import { isPakistaniMobile } from '../phone/is-pakistani-mobile.js';
import { normalizePhone } from '../phone/normalize-phone.js';

/** The order-lookup form's and the after-order calls' messages, from the catalogue. */
const M = {
  orderIdRequired: msg('order.lookupIdRequired'),
  orderIdInvalid: msg('order.lookupIdInvalid'),
  emailInvalid: msg('account.emailInvalid'),
  phoneInvalid: msg('order.lookupPhoneInvalid'),
  emailOrPhoneRequired: msg('order.emailOrPhoneRequired'),
  tokenInvalid: msg('order.linkInvalid'),
  cardInvalid: msg('payment.selectMethod'),
  reasonRequired: msg('order.returnReasonRequired'),
  reasonTooLong: msg('order.reasonTooLong', { max: RETURN_REASON_MAX }),
  linesRequired: msg('order.returnLinesRequired'),
  lineInvalid: msg('order.returnLineInvalid'),
};

/**
 * The order-lookup form's and the after-order calls' messages as catalogue references (key and
 * arguments), shared by the forms and the server's 422, each worded in its reader's language.
 * References, not words: a module must not format at import, before a catalogue is registered.
 */
export const ORDER_ACCESS_FORM_MESSAGES = Object.fromEntries(
  Object.entries(M).map(([name, message]) => [name, message.ref]),
) as Record<keyof typeof M, MessageRef>;

/** Digits only: "1e3" or "0x3e8" is not order No: 1000. */
const orderId = number()
  .transform((value: number, original: unknown) =>
    typeof original === 'string' && !/^\s*\d+\s*$/.test(original) ? Number.NaN : value,
  )
  .typeError(M.orderIdInvalid)
  .integer(M.orderIdInvalid)
  .min(1, M.orderIdInvalid)
  .max(2147483647, M.orderIdInvalid)
  .required(M.orderIdRequired);

/** A signed order link's token: base64url parts joined by dots, never long. */
export const orderLinkToken = string()
  .typeError(M.tokenInvalid)
  .trim()
  .max(400, M.tokenInvalid)
  .matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { message: M.tokenInvalid, excludeEmptyString: true });

/**
 * `/tracking-order` and `POST /api/orders/lookup`: the order number and the e-mail address or the
 * phone number it was placed with. The phone comes back in E.164 form, as addresses keep it.
 */
export const orderLookupSchema = object({
  orderId,
  email: text()
    .default('')
    .test('max', M.emailInvalid, (value) => !value || value.length <= EMAIL_MAX_LENGTH)
    .email(M.emailInvalid),
  phone: string()
    .nullable()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value))
    .test('mobile', M.phoneInvalid, (value) => !value || isPakistaniMobile(value)),
}).test('email-or-phone', M.emailOrPhoneRequired, (value, context) =>
  value.email || value.phone ? true : context.createError({ path: 'email', message: M.emailOrPhoneRequired }),
);
/** A lookup that passed {@link orderLookupSchema}. */
export type OrderLookupValues = InferType<typeof orderLookupSchema>;

/** `GET /api/orders/by-link?token=`: the token is required there. */
export const orderLinkQuerySchema = object({
  token: orderLinkToken.required(M.tokenInvalid),
});

/** Body of `POST /api/orders/{id}/reorder`: the signed link's token when not the order's owner. */
export const reorderSchema = object({
  token: orderLinkToken.default(''),
});
/** A reorder of an earlier order's lines into the cart. */
export type ReorderValues = InferType<typeof reorderSchema>;

/** Body of `POST /api/orders/{id}/pay`: the link's token, and another saved card of the owner. */
export const payNowSchema = object({
  token: orderLinkToken.default(''),
  card_token: string().typeError(M.cardInvalid).trim().max(200, M.cardInvalid).default(''),
});
/** Paying now for an order that awaits its payment. */
export type PayNowValues = InferType<typeof payNowSchema>;

/** Body of `POST /api/orders/{id}/return-request`: why, and which books of the order, how many. */
export const returnRequestSchema = object({
  token: orderLinkToken.default(''),
  // Typed in a text area: line breaks and tabs are part of the reason.
  reason: textArea().required(M.reasonRequired).max(RETURN_REASON_MAX, M.reasonTooLong),
  lines: array(
    object({
      Book_Id: number()
        .typeError(M.lineInvalid)
        .integer(M.lineInvalid)
        .min(1, M.lineInvalid)
        .required(M.lineInvalid),
      qty: number()
        .typeError(M.lineInvalid)
        .integer(M.lineInvalid)
        .min(1, M.lineInvalid)
        .max(1000, M.lineInvalid)
        .required(M.lineInvalid),
    }),
  )
    .typeError(M.linesRequired)
    .min(1, M.linesRequired)
    .max(200, M.linesRequired)
    .required(M.linesRequired),
});
/** A shopper's request to return lines of a delivered order. */
export type ReturnRequestValues = InferType<typeof returnRequestSchema>;
