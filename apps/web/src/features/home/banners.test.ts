import { createMessages } from '@bookshop/i18n/core';
import { describe, expect, it } from 'vitest';
import { bannerTargets, homeBanners } from './banners';

describe('home banners', () => {
  it('link to the live Urdu and stationery groups and the biggest sale', () => {
    const targets = bannerTargets(
      [
        {
          id: 6,
          slug: 'urdu-books',
          label: 'Urdu Books',
          labelUr: 'اردو کتابیں',
          categories: [],
          sections: [],
        },
        {
          id: 9,
          slug: 'stationery-art-supplies',
          label: 'Stationery & Art Supplies',
          labelUr: null,
          categories: [],
          sections: [],
        },
      ],
      { popular: [{ id: 2, label: 'Fiction', labelUr: null, count: 40 }], all: [] },
    );
    expect(targets).toEqual({
      urdu: '/category/level4/6/instock',
      stationery: '/category/level4/9/instock',
      deals: '/high-discount-category/level1/2/instock',
    });
  });

  it('fall back to searches while the tree is loading', () => {
    expect(bannerTargets(undefined, undefined)).toEqual({
      urdu: '/search?language=ur',
      stationery: '/search?keyword=notebook',
      deals: '/search?sort=price_asc',
    });
  });

  it('are three labelled slides', () => {
    const english = createMessages('en');
    expect(homeBanners(bannerTargets(undefined, undefined), english).map((slide) => slide.label)).toEqual([
      'Urdu classics',
      'Back to school',
      'High discounts',
    ]);
  });

  it('are labelled in Urdu on Urdu pages', () => {
    const urdu = createMessages('ur');
    expect(homeBanners(bannerTargets(undefined, undefined), urdu).map((slide) => slide.label)).toEqual([
      'اردو کلاسیک',
      'اسکول کی تیاری',
      'بڑی رعایتیں',
    ]);
  });
});
