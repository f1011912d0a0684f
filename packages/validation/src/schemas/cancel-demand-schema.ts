import { CANCEL_DEMAND_REASON_MAX } from '@bookshop/domain';
import type { MessageRef } from '@bookshop/i18n/core';
import { type InferType, object } from 'yup';
import { textArea } from '../fields.js';
import { msg } from '../messages.js';

const reasonRequired = msg('order.cancelReasonRequired');
const reasonTooLong = msg('order.reasonTooLong', { max: CANCEL_DEMAND_REASON_MAX });

/**
 * The cancel-demand dialog's messages as catalogue references, shared by the form and the server's
 * 422, each worded in its reader's language.
 */
export const CANCEL_DEMAND_MESSAGES: Readonly<Record<'reasonRequired' | 'reasonTooLong', MessageRef>> = {
  reasonRequired: reasonRequired.ref,
  reasonTooLong: reasonTooLong.ref,
};

/**
 * The cancel-demand dialog and `POST /api/orders/{id}/cancel-demand`: the shop needs the reason
 * to decide whether to stop a parcel already with the courier.
 */
export const cancelDemandSchema = object({
  // Typed in a text area: line breaks and tabs are part of the reason.
  reason: textArea().required(reasonRequired).max(CANCEL_DEMAND_REASON_MAX, reasonTooLong),
});

/** A valid cancel demand, trimmed. */
export type CancelDemandValues = InferType<typeof cancelDemandSchema>;
