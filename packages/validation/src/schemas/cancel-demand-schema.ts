import { CANCEL_DEMAND_REASON_MAX } from '@bookshop/domain';
import { type InferType, object } from 'yup';
import { textArea } from '../fields.js';

/** The cancel-demand dialog's messages, shared by the form and the server's 422. */
export const CANCEL_DEMAND_MESSAGES = {
  reasonRequired: 'Please tell us why you want this order cancelled.',
  reasonTooLong: `The reason can be at most ${CANCEL_DEMAND_REASON_MAX} characters.`,
} as const;

/**
 * The cancel-demand dialog and `POST /api/orders/{id}/cancel-demand`: the shop needs the reason
 * to decide whether to stop a parcel already with the courier.
 */
export const cancelDemandSchema = object({
  // Typed in a text area: line breaks and tabs are part of the reason.
  reason: textArea()
    .required(CANCEL_DEMAND_MESSAGES.reasonRequired)
    .max(CANCEL_DEMAND_REASON_MAX, CANCEL_DEMAND_MESSAGES.reasonTooLong),
});

/** A valid cancel demand, trimmed. */
export type CancelDemandValues = InferType<typeof cancelDemandSchema>;
