import {
  type HomeSection,
  useGetCategoryMenuQuery,
  useGetHighDiscountCategoriesQuery,
  useGetHomeQuery,
} from '@bookshop/api-client';
import { Carousel, useMessages } from '@bookshop/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { BookGrid } from '../../shared/book-grid';
import { usePageTitle } from '../../shared/page-title';
import { RecentHistory } from '../../shared/shopping/recent-history';
import { bannerTargets, homeBanners } from './banners';

/** "See all" for the sections that have a listing of their own. */
const SEE_ALL: Partial<Record<HomeSection['key'], string>> = {
  new: `${paths.search.pattern}?sort=newest`,
  urdu: `${paths.search.pattern}?language=ur`,
};

/** The first section's first covers are on a phone's first screen; the rest load when near. */
function Section({ section, first }: { section: HomeSection; first: boolean }) {
  const t = useMessages();
  const headingId = `home-${section.key}`;
  const seeAll = SEE_ALL[section.key];
  // Staff title rows in both languages; a row with no Urdu title yet keeps its English one.
  const title = t.language === 'ur' && section.titleUr ? section.titleUr : section.title;
  if (section.books.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId}>{title}</h2>
        {seeAll ? (
          <Link to={seeAll} className="home-section__all">
            {t.format('shell.home.seeAll')}
            <span className="visually-hidden"> {title}</span>
          </Link>
        ) : null}
      </div>
      <BookGrid books={section.books} labelledBy={headingId} row eagerCovers={first ? 2 : 0} />
    </section>
  );
}

export function HomePage() {
  const t = useMessages();
  usePageTitle('', t.format('shell.home.description'));
  const { data: sections, isLoading, isError, refetch } = useGetHomeQuery();
  const { data: groups } = useGetCategoryMenuQuery();
  const { data: discounts } = useGetHighDiscountCategoriesQuery();
  const banners = useMemo(() => homeBanners(bannerTargets(groups, discounts), t), [groups, discounts, t]);

  return (
    <div className="home">
      <h1 className="visually-hidden">{t.format('shell.home.heading')}</h1>
      <Carousel slides={banners} label={t.format('shell.carousel.featured')} />
      {isLoading ? <p role="status">{t.format('shell.home.loading')}</p> : null}
      {isError ? (
        <p role="alert">
          {t.format('shell.home.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {t.format('shell.home.tryAgain')}
          </button>
        </p>
      ) : null}
      <RecentHistory />
      {sections
        ?.filter((section) => section.books.length > 0)
        .map((section, index) => (
          <Section key={section.key} section={section} first={index === 0} />
        ))}
    </div>
  );
}
