import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/app-test-utils';
import { MaintenancePage } from './maintenance-page';

afterEach(cleanup);

function renderPage(language: 'en' | 'ur') {
  renderInApp({ path: '/maintenance', language, routes: [{ path: '*', element: <MaintenancePage /> }] });
}

describe('The maintenance page', () => {
  it('says in English where to write or call, with both as links, as before', async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();
    const contact = screen.getByText(/Questions about an order\?/);
    expect(contact).toHaveTextContent(
      'Questions about an order? E-mail help@bookshop.pk or call +92 42 111 000 111, 9 to 5 on working days.',
    );
    expect(screen.getByRole('link', { name: 'help@bookshop.pk' })).toHaveAttribute(
      'href',
      'mailto:help@bookshop.pk',
    );
    expect(screen.getByRole('link', { name: '+92 42 111 000 111' })).toHaveAttribute(
      'href',
      'tel:+9242111000111',
    );
  });

  it('says it in Urdu, the e-mail address and phone number links kept left to right where Urdu puts them', async () => {
    renderPage('ur');
    expect(await screen.findByRole('heading', { level: 1, name: 'ہم جلد واپس آئیں گے' })).toBeVisible();
    const contact = screen.getByText(/کسی آرڈر کے بارے میں سوال ہے؟/);
    expect(contact).toHaveTextContent(
      'کسی آرڈر کے بارے میں سوال ہے؟ کام کے دنوں میں صبح 9 سے شام 5 بجے تک help@bookshop.pk پر ای میل کریں یا +92 42 111 000 111 پر فون کریں۔',
    );
    const email = screen.getByRole('link', { name: 'help@bookshop.pk' });
    expect(email.querySelector('bdi[dir="ltr"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '+92 42 111 000 111' })).toHaveAttribute(
      'href',
      'tel:+9242111000111',
    );
  });
});
