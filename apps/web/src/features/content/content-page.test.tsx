import { CONTENT_PAGES } from '@bookshop/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/app-test-utils';
import { contentText, contentTitles } from './content';
import { ContentPage } from './content-page';

afterEach(cleanup);

function renderAt(path: string, language: 'en' | 'ur' = 'en') {
  renderInApp({ path, language, routes: [{ path: '*', element: <ContentPage /> }] });
}

describe('The information pages', () => {
  it('have a heading for every content page and text for each but Tracking Your Order (a page of its own)', () => {
    expect(Object.keys(CONTENT_PAGES).filter((path) => !(path in contentTitles))).toEqual([]);
    expect(Object.keys(contentText).sort()).toEqual(
      Object.keys(CONTENT_PAGES)
        .filter((path) => path !== '/tracking-order')
        .sort(),
    );
  });

  it('read in English as before', async () => {
    renderAt('/packing-shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing & Shipping' })).toBeVisible();
    expect(
      screen.getByText(
        'Standard shipping is Rs. 150 for books in stock. Books ordered on demand or pre-ordered ship separately for Rs. 150.',
      ),
    ).toBeVisible();
    expect(document.title).toBe('Packing & Shipping | Bookshop');
  });

  it('read in Urdu on Urdu pages, prices kept left to right', async () => {
    renderAt('/packing-shipping', 'ur');
    expect(await screen.findByRole('heading', { level: 1, name: 'پیکنگ اور ڈیلیوری' })).toBeVisible();
    expect(screen.getByText(/اسٹاک میں موجود کتابوں کی عام ڈیلیوری/).textContent).toContain(
      '\u2066Rs. 150\u2069',
    );
    expect(document.title).toBe('پیکنگ اور ڈیلیوری | بک شاپ');
  });

  it('say there is no page at an unknown address', async () => {
    renderAt('/no-such-page', 'ur');
    expect(await screen.findByRole('heading', { level: 1, name: 'صفحہ نہیں ملا' })).toBeVisible();
    expect(screen.getByText('اس پتے پر کوئی صفحہ نہیں ہے۔')).toBeVisible();
  });
});
