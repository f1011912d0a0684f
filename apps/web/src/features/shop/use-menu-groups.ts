import { useGetCategoryMenuQuery, useGetHighDiscountCategoriesQuery } from '@bookshop/api-client';
import { type MenuGroup, useMessages } from '@bookshop/ui';
import { useMemo } from 'react';
import { toMenuGroups } from './menu-groups';

/** The category menu shared by the header's mega-menus and the site menu (one cached call each). */
export function useMenuGroups(): MenuGroup[] {
  const { data: groups } = useGetCategoryMenuQuery();
  const { data: discounts } = useGetHighDiscountCategoriesQuery();
  const t = useMessages();
  return useMemo(() => toMenuGroups(groups ?? [], discounts, t), [groups, discounts, t]);
}
