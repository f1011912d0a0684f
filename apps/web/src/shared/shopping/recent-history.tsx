import { useGetRecentHistoryQuery } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { useAppSelector } from '../../app/hooks';
import { currentToken } from '../../app/session/session-slice';
import { BookGrid } from '../book-grid';

/** The home page's "Recently Viewed" row: the books this shopper opened, newest first. */
export function RecentHistory() {
  const t = useMessages();
  const hasToken = useAppSelector((state) => currentToken(state.session) !== null);
  const { data: books } = useGetRecentHistoryQuery(undefined, { skip: !hasToken });
  if (!hasToken || !books || books.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-recent">
      <div className="home-section__head">
        <h2 id="home-recent">{t.format('catalog.recent.title')}</h2>
      </div>
      <BookGrid books={books} labelledBy="home-recent" row />
    </section>
  );
}
