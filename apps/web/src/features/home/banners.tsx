import type { MenuGroupData } from '@bookshop/api-client';
import type { HighDiscountCategories } from '@bookshop/domain';
import type { Messages } from '@bookshop/i18n/core';
import { type CarouselSlide, PromoBanner } from '@bookshop/ui';
import { paths } from '../../config/paths';

/** Where the banners lead, taken from the live category tree so the links never go stale. */
export interface BannerTargets {
  urdu: string;
  stationery: string;
  deals: string;
}

export function bannerTargets(
  groups: readonly MenuGroupData[] | undefined,
  discounts: HighDiscountCategories | undefined,
): BannerTargets {
  const bySlug = (slug: string) => groups?.find((group) => group.slug === slug);
  const urdu = bySlug('urdu-books');
  const stationery = bySlug('stationery-art-supplies');
  const deal = discounts?.popular[0] ?? discounts?.all[0];
  return {
    urdu: urdu ? paths.category.href(urdu.id) : `${paths.search.pattern}?language=ur`,
    stationery: stationery ? paths.category.href(stationery.id) : paths.search.href('notebook'),
    deals: deal ? paths.highDiscountCategory.href(deal.id) : `${paths.search.pattern}?sort=price_asc`,
  };
}

/** The home page banners: Urdu classics, back-to-school stationery and high discounts, in the page's language. */
export function homeBanners(targets: BannerTargets, t: Messages): CarouselSlide[] {
  return [
    {
      id: 'urdu-classics',
      label: t.format('shell.banner.urduLabel'),
      content: (
        <PromoBanner
          art="urdu"
          title={t.format('shell.banner.urduLabel')}
          text={t.format('shell.banner.urduText')}
          href={targets.urdu}
          cta={t.format('shell.banner.urduCta')}
        />
      ),
    },
    {
      id: 'back-to-school',
      label: t.format('shell.banner.schoolLabel'),
      content: (
        <PromoBanner
          art="school"
          title={t.format('shell.banner.schoolLabel')}
          text={t.format('shell.banner.schoolText')}
          href={targets.stationery}
          cta={t.format('shell.banner.schoolCta')}
        />
      ),
    },
    {
      id: 'high-discounts',
      label: t.format('shell.banner.dealsLabel'),
      content: (
        <PromoBanner
          art="deals"
          title={t.format('shell.banner.dealsLabel')}
          text={t.format('shell.banner.dealsText')}
          href={targets.deals}
          cta={t.format('shell.banner.dealsCta')}
        />
      ),
    },
  ];
}
