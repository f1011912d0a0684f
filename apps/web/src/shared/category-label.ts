import type { Language } from '@bookshop/i18n/core';

/** A category as the server names it: its name, and its Urdu name once staff have given one. */
export interface NamedCategory {
  readonly label: string;
  readonly labelUr: string | null;
}

/** A category's name in the page's language: its Urdu name on Urdu pages when it has one. */
export function categoryLabel(language: Language, category: NamedCategory): string {
  return language === 'ur' && category.labelUr ? category.labelUr : category.label;
}
