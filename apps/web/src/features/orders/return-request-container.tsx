import { readApiError, useRequestReturnMutation } from '@bookshop/api-client';
import type { FieldErrors, OrderItem } from '@bookshop/domain';
import { ReturnRequestDialog, useMessages } from '@bookshop/ui';
import { returnRequestSchema, validateForm } from '@bookshop/validation';
import { useState } from 'react';

export interface ReturnRequestContainerProps {
  orderId: number;
  items: readonly OrderItem[];
  /** The signed link's token when the shopper opened the order without logging in. */
  token?: string | null;
  onClose: () => void;
}

/** The first message of the reason, and of the lines (the list or any line of it). */
function problemsOf(errors: FieldErrors): { reason?: string; lines?: string } {
  const problems: { reason?: string; lines?: string } = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.startsWith('lines') ? 'lines' : path === 'reason' ? 'reason' : null;
    if (field && !problems[field] && messages[0]) problems[field] = messages[0];
  }
  return problems;
}

/**
 * The return request of one delivered order: which books and how many copies, and why, checked
 * with the shared schema and sent; the dialog then shows the shop's confirmation, and the order
 * behind it shows the request. A refusal (out of the window, already asked) keeps what was typed.
 */
export function ReturnRequestContainer({ orderId, items, token, onClose }: ReturnRequestContainerProps) {
  const t = useMessages();
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
  const checked = validateForm(returnRequestSchema, values, t.language);
  const problems = checked.ok ? {} : problemsOf(checked.errors);

  async function send() {
    setTried(true);
    if (!checked.ok) return;
    setError(null);
    const clean = checked.value;
    const result = await requestReturn({
      orderId,
      reason: clean.reason,
      lines: clean.lines,
      ...(token ? { token } : {}),
    });
    if (result.error) {
      const problem = readApiError(result.error, t.format('orders.page.tryAgain'));
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
