import { formatMessage } from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import { approvalPage } from '../src/payments/sandbox/approval-page.js';

const pending = { id: 'py_abcdefghijkl', method: 'jazzcash', amount: 1500, status: 'pending' } as Parameters<
  typeof approvalPage
>[0];

describe('the sandbox wallet approval page', () => {
  it('reads in English as it always has', () => {
    const html = approvalPage(pending, '/order-confirmation?orderId=5', 'en');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>JazzCash sandbox approval</title>');
    expect(html).toContain('<h1>JazzCash payment</h1>');
    expect(html).toContain('<p>Pay Rs. 1500 to the Bookshop?</p>');
    expect(html).toContain('>Approve</button>');
    expect(html).toContain('return=%2Forder-confirmation%3ForderId%3D5&#38;lang=en');
  });

  it('reads in Urdu right to left, the wallet in Latin letters and the amount one left-to-right unit', () => {
    const html = approvalPage(pending, '/ur/order-confirmation?orderId=5', 'ur');
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain(
      `<h1>${formatMessage('ur', 'checkout.sandbox.heading', { wallet: 'JazzCash' })}</h1>`,
    );
    expect(html).toContain('\u2066Rs. 1500\u2069');
    expect(html).toContain(`>${formatMessage('ur', 'checkout.sandbox.approve')}</button>`);
    expect(html).toContain(`>${formatMessage('ur', 'checkout.sandbox.decline')}</button>`);
    expect(html).not.toMatch(/Approve|Decline|payment/);
  });

  it('says in Urdu why a voided payment can no longer be paid, with the way back', () => {
    const html = approvalPage({ ...pending, status: 'voided' }, '/ur/orders', 'ur');
    expect(html).toContain(formatMessage('ur', 'checkout.sandbox.voided'));
    expect(html).toContain(`<a href="/ur/orders">${formatMessage('ur', 'checkout.sandbox.backToShop')}</a>`);
    expect(html).not.toContain('<form');
  });
});
