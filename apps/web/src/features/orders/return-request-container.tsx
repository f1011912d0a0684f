import { readApiError, useRequestReturnMutation } from '@bookshop/api-client';
import type { OrderItem } from '@bookshop/domain';
import { ReturnRequestDialog } from '@bookshop/ui';
import { returnRequestSchema } from '@bookshop/validation';
import { useState } from 'react';
import { ValidationError } from 'yup';

export interface ReturnRequestContainerProps {
  orderId: number;
  items: readonly OrderItem[];
  /** The signed link's token when the shopper opened the order without logging in. */
  token?: string | null;
  onClose: () => void;
}

/** The first message of each field the shared schema refuses. */
function problemsOf(values: unknown): { reason?: string; lines?: string } {
  try {
    returnRequestSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (invalid) {
    if (!(invalid instanceof ValidationError)) throw invalid;
    const problems: { reason?: string; lines?: string } = {};
    for (const error of invalid.inner.length > 0 ? invalid.inner : [invalid]) {
      const field = error.path?.startsWith('lines') ? 'lines' : error.path === 'reason' ? 'reason' : null;
      if (field && !problems[field]) problems[field] = error.message;
    }
    return problems;
  }
}

/**
 * The return request of one delivered order: which books and how many copies, and why, checked
 * with the shared schema and sent; the dialog then shows the shop's confirmation, and the order
 * behind it shows the request. A refusal (out of the window, already asked) keeps what was typed.
 */
export function ReturnRequestContainer({ orderId, items, token, onClose }: ReturnRequestContainerProps) {
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [requestReturn, request] = useRequestReturnMutation();

  const lines = Object.entries(chosen)
    .filter(([, qty]) => qty > 0)
    .map(([bookId, qty]) => ({ Book_Id: Number(bookId), qty }));
  const values = { reason, lines, ...(token ? { token } : {}) };
  const problems = problemsOf(values);

  async function send() {
    setTried(true);
    if (problems.reason || problems.lines) return;
    setError(null);
    const clean = returnRequestSchema.cast(values);
    const result = await requestReturn({
      orderId,
      reason: clean.reason,
      lines: clean.lines,
      ...(token ? { token } : {}),
    });
    if (result.error) {
      const problem = readApiError(result.error, 'something went wrong please try again');
      setError(problem.fieldErrors.reason?.[0] ?? problem.fieldErrors.lines?.[0] ?? problem.message);
      return;
    }
    setSentMessage(result.data.message);
  }

  return (
    <ReturnRequestDialog
      open
      orderId={orderId}
      lines={items}
      chosen={chosen}
      onChosenChange={(bookId, qty) => setChosen((current) => ({ ...current, [bookId]: qty }))}
      reason={reason}
      onReasonChange={setReason}
      errors={tried ? problems : {}}
      onClose={onClose}
      onSubmit={() => void send()}
      busy={request.isLoading}
      error={error}
      sentMessage={sentMessage}
    />
  );
}
