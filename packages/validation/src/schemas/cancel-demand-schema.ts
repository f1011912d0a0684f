import { CANCEL_DEMAND_REASON_MAX } from '@bookshop/domain';
import { formatMessage } from '@bookshop/i18n';
import { type InferType, object } from 'yup';
import { textArea } from '../fields.js';
import { msg } from '../messages.js';

const reasonRequired = msg('order.cancelReasonRequired');
const reasonTooLong = msg('order.reasonTooLong', { max: CANCEL_DEMAND_REASON_MAX });

/** The cancel-demand dialog's messages in English, shared by the form and the server's 422. */
export const CANCEL_DEMAND_MESSAGES = {
  reasonRequired: formatMessage('en', reasonRequired.ref.key),
  reasonTooLong: formatMessage('en', reasonTooLong.ref.key, reasonTooLong.ref.values),
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
