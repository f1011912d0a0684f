import type { MenuGroupData } from '@bookshop/api-client';
import type { HighDiscountCategories } from '@bookshop/domain';
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

/** The home page banners: Urdu classics, back-to-school stationery and high discounts. */
export function homeBanners(targets: BannerTargets): CarouselSlide[] {
  return [
    {
      id: 'urdu-classics',
      label: 'Urdu classics',
      content: (
        <PromoBanner
          art="urdu"
          title="Urdu classics"
          text="Ghalib, Manto, Bano Qudsia and Qurratulain Hyder: the great names of Urdu prose and poetry, delivered across Pakistan."
          href={targets.urdu}
          cta="Browse Urdu books"
        />
      ),
    },
    {
      id: 'back-to-school',
      label: 'Back to school',
      content: (
        <PromoBanner
          art="school"
          title="Back to school"
          text="Notebooks, geometry sets, colour pencils and everything for the new term. Stationery: Currently Only Lahore."
          href={targets.stationery}
          cta="Shop stationery"
        />
      ),
    },
    {
      id: 'high-discounts',
      label: 'High discounts',
      content: (
        <PromoBanner
          art="deals"
          title="High discounts"
          text="Books at their lowest prices of the season, while stocks last."
          href={targets.deals}
          cta="See the deals"
        />
      ),
    },
  ];
}
