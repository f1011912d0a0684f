import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageCookieOf } from '../../app/language-chosen-at-load';
import { renderInApp } from '../../test/app-test-utils';
import { LanguageOfferHost, type LanguageOfferHostProps } from './language-offer-host';
import { SiteFooter } from './site-footer';

function clearLanguageCookie() {
  document.cookie = 'lang=; path=/; max-age=0';
}

/** Stops jsdom from trying to load the other page, so the test sees only what the click did. */
function stayOnPage(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
}

beforeEach(clearLanguageCookie);
afterEach(() => {
  cleanup();
  clearLanguageCookie();
});

function renderOffer(props: LanguageOfferHostProps, language: 'en' | 'ur' = 'en') {
  renderInApp({
    path: '/search?q=ghalib',
    language,
    routes: [{ path: '*', element: <LanguageOfferHost {...props} /> }],
  });
}

describe('The language switch in the footer', () => {
  it('links an English page with a query to the same page and query in Urdu, and remembers Urdu when followed', async () => {
    renderInApp({ path: '/search?q=ghalib&page=2', routes: [{ path: '*', element: <SiteFooter /> }] });
    const link = await screen.findByRole('link', { name: 'اردو' });
    expect(link).toHaveAttribute('href', '/ur/search?q=ghalib&page=2');
    stayOnPage(link);
    await userEvent.click(link);
    expect(languageCookieOf(document.cookie)).toBe('ur');
  });

  it('links an Urdu page with a query to the same page and query in English, and remembers English when followed', async () => {
    renderInApp({
      path: '/search?q=ghalib&page=2',
      language: 'ur',
      routes: [{ path: '*', element: <SiteFooter /> }],
    });
    const link = await screen.findByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/search?q=ghalib&page=2');
    stayOnPage(link);
    await userEvent.click(link);
    expect(languageCookieOf(document.cookie)).toBe('en');
  });
});

describe('The offer of Urdu from the browser’s languages', () => {
  it('offers the same page in Urdu when the browser prefers Urdu and no language was chosen', async () => {
    renderOffer({ browserLanguages: ['ur-PK', 'en'], chosen: null });
    const link = await screen.findByRole('link', { name: 'یہ دکان اردو میں دیکھیں' });
    expect(link).toHaveAttribute('href', '/ur/search?q=ghalib');
    stayOnPage(link);
    await userEvent.click(link);
    expect(languageCookieOf(document.cookie)).toBe('ur');
  });

  it('hides itself and remembers English when the shopper says No thanks', async () => {
    renderOffer({ browserLanguages: ['ur', 'en'], chosen: null });
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('link', { name: 'یہ دکان اردو میں دیکھیں' })).not.toBeInTheDocument();
    expect(languageCookieOf(document.cookie)).toBe('en');
  });

  it.each([
    ['the browser prefers English', { browserLanguages: ['en-GB', 'ur'], chosen: null }, 'en'],
    ['the shopper chose English before', { browserLanguages: ['ur-PK'], chosen: 'en' }, 'en'],
    ['the page is already in Urdu', { browserLanguages: ['ur-PK'], chosen: null }, 'ur'],
  ] as const)('offers nothing when %s', (_, props, language) => {
    renderOffer(props, language);
    expect(screen.queryByRole('region', { name: /Urdu|اردو/ })).not.toBeInTheDocument();
    expect(screen.queryByText('یہ دکان اردو میں دیکھیں')).not.toBeInTheDocument();
  });
});

describe('languageCookieOf', () => {
  it('reads the lang cookie among others, and nothing from an unknown value or no cookie', () => {
    expect(languageCookieOf('theme=dark; lang=ur; x=1')).toBe('ur');
    expect(languageCookieOf('lang=fr')).toBeNull();
    expect(languageCookieOf('')).toBeNull();
  });
});
