import { type Language, pathInLanguage } from '@bookshop/i18n/core';
import { useMessages } from '../i18n';
import { cx } from '../utils/cx';

export interface LanguageSwitchProps {
  /**
   * The page's path and query as its router sees it, without the language's prefix
   * (`/search?q=ghalib`, not `/ur/search?q=ghalib`): the link leads to the same page and query in
   * the other language.
   */
  path: string;
  /** The shopper chose the other language; called before the browser follows the link (to remember the choice). */
  onChoose?: (language: Language) => void;
  className?: string;
}

/** The language a page in `language` offers to switch to. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'ur' : 'en';
}

/**
 * The link to the same page in the other language, named in that language ("اردو" on English
 * pages, "English" on Urdu ones, marked with its `lang`), so a reader finds the name of the
 * language they read. A plain link, never a router link: the other language's pages are another
 * router (its basename is the language's prefix), so the browser loads the page anew.
 * Use it in the header and the footer.
 */
export function LanguageSwitch({ path, onChoose, className }: LanguageSwitchProps) {
  const t = useMessages();
  const target = otherLanguage(t.language);
  return (
    <a
      href={pathInLanguage(target, path)}
      hrefLang={target}
      lang={target}
      className={cx('bk-language-switch', className)}
      onClick={() => onChoose?.(target)}
    >
      {t.format(`language.${target}`)}
    </a>
  );
}
