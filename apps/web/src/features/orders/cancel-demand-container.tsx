import { readApiError, useDemandCancelMutation } from '@bookshop/api-client';
import { CancelDemandDialog } from '@bookshop/ui';
import { cancelDemandSchema } from '@bookshop/validation';
import { useState } from 'react';
import { ValidationError } from 'yup';

/**
 * The cancel-demand dialog of one shipped order: checks the reason with the shared schema, sends
 * it, and shows the server's confirmation in the dialog (the order list refreshes behind it and
 * shows the request). A failure keeps the typed reason.
 */
export function CancelDemandContainer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [demandCancel, demand] = useDemandCancelMutation();

  let reasonError: string | undefined;
  try {
    cancelDemandSchema.validateSync({ reason });
  } catch (invalid) {
    if (!(invalid instanceof ValidationError)) throw invalid;
    reasonError = invalid.message;
  }

  async function send() {
    setTried(true);
    if (reasonError) return;
    setError(null);
    const result = await demandCancel({ id: orderId, body: cancelDemandSchema.cast({ reason }) });
    if (result.error) {
      const problem = readApiError(result.error, 'something went wrong please try again');
      setError(problem.fieldErrors.reason?.[0] ?? problem.message);
      return;
    }
    setSentMessage(result.data.message);
  }

  return (
    <CancelDemandDialog
      open
      orderId={orderId}
      reason={reason}
      onReasonChange={setReason}
      reasonError={tried ? reasonError : undefined}
      onClose={onClose}
      onSubmit={() => void send()}
      busy={demand.isLoading}
      error={error}
      sentMessage={sentMessage}
    />
  );
}
