import '@bookshop/i18n';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { MessagesProvider } from '../src/i18n';

/** The languages the shop is read in, with the writing direction each needs. */
export const LOCALES = {
  en: { dir: 'ltr', title: 'English (left to right)' },
  ur: { dir: 'rtl', title: 'اردو Urdu (right to left)' },
} as const;

export type Locale = keyof typeof LOCALES;

/** Toolbar global that switches every story between English left-to-right and Urdu right-to-left. */
export const localeGlobalType = {
  locale: {
    description: 'Language (and with it the direction) of every story',
    toolbar: {
      // The button says what it switches; the menu marks the language chosen.
      title: 'Language',
      icon: 'globe' as const,
      items: (Object.keys(LOCALES) as Locale[]).map((value) => ({ value, title: LOCALES[value].title })),
      dynamicTitle: false,
    },
  },
};

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && value in LOCALES;
}

/**
 * Words every component in the toolbar's language (the shop's message catalogue), and sets `dir`
 * and `lang` on the story root, and on <html> too: dialogs are portalled to <body>,
 * outside the root, and must follow the same direction as the page that opened them.
 */
export const withLocale: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const { dir } = LOCALES[locale];

  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = locale;
    html.dir = dir;
  }, [locale, dir]);

  return (
    <MessagesProvider language={locale}>
      <div dir={dir} lang={locale} className="bk-story-root">
        <Story />
      </div>
    </MessagesProvider>
  );
};
