import { readApiError, useDemandCancelMutation } from '@bookshop/api-client';
import { CancelDemandDialog, useMessages } from '@bookshop/ui';
import { cancelDemandSchema, validateForm } from '@bookshop/validation';
import { useState } from 'react';

/**
 * The cancel-demand dialog of one shipped order: checks the reason with the shared schema, sends
 * it, and shows the server's confirmation in the dialog (the order list refreshes behind it and
 * shows the request). A failure keeps the typed reason.
 */
export function CancelDemandContainer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const t = useMessages();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [demandCancel, demand] = useDemandCancelMutation();

  const checked = validateForm(cancelDemandSchema, { reason }, t.language);
  const reasonError = checked.ok ? undefined : checked.errors.reason?.[0];

  async function send() {
    setTried(true);
    if (!checked.ok) return;
    setError(null);
    const result = await demandCancel({ id: orderId, body: checked.value });
    if (result.error) {
      const problem = readApiError(result.error, t.format('orders.page.tryAgain'));
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
