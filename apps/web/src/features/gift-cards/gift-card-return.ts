import { GIFT_CARD_RETURN_PARAMS } from '@bookshop/domain';

/** What the form post came back with, read from the gift card page's address. */
export type GiftCardReturn =
  | { kind: 'receipt'; receipt: string }
  | { kind: 'failed' }
  | { kind: 'errors'; errors: Record<string, string> }
  | null;

/**
 * Reads the one parameter `/update_e_gift_card` sends the browser back with. Field errors keep
 * each field's first message; anything unreadable counts as no return at all.
 */
export function readGiftCardReturn(search: URLSearchParams): GiftCardReturn {
  const receipt = search.get(GIFT_CARD_RETURN_PARAMS.receipt);
  if (receipt) return { kind: 'receipt', receipt };
  if (search.has(GIFT_CARD_RETURN_PARAMS.failed)) return { kind: 'failed' };
  const errors = search.get(GIFT_CARD_RETURN_PARAMS.errors);
  if (!errors) return null;
  try {
    const parsed = JSON.parse(errors) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const first: Record<string, string> = {};
    for (const [field, messages] of Object.entries(parsed)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') first[field] = messages[0];
    }
    return { kind: 'errors', errors: first };
  } catch {
    return null;
  }
}
