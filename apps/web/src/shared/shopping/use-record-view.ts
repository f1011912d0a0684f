import { useRecordViewMutation } from '@bookshop/api-client';
import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { currentToken } from '../../app/session/session-slice';

/**
 * Notes a book page view in the shopper's recent history (kept on the server, shown on the home
 * page). Someone without a token yet is not given one just for looking.
 */
export function useRecordView(bookId: number | null): void {
  const hasToken = useAppSelector((state) => currentToken(state.session) !== null);
  const [recordView] = useRecordViewMutation();
  useEffect(() => {
    if (bookId !== null && hasToken) void recordView(bookId);
  }, [bookId, hasToken, recordView]);
}
