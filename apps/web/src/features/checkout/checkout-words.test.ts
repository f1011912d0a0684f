import {
  type Address,
  CHECKOUT_MESSAGES,
  cardDiscountUsedTodayMessage,
  checkBeforePlacing,
  type DeliveryAreaLine,
  deliveryAreaProblem,
  PAYMENT_METHOD,
  paymentMethodLabel,
} from '@bookshop/domain';
import { createMessages, formatMessage } from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import {
  cardDiscountUsedTodayIn,
  checkoutProblemIn,
  deliveryAreaProblemIn,
  paymentMethodNameIn,
} from './checkout-words';

const en = createMessages('en');
const ur = createMessages('ur');

const lines: DeliveryAreaLine[] = [
  { BOOK_TITLE: 'Sketchbook A4', kind: 'stationery' },
  { BOOK_TITLE: 'Oil pastels', kind: 'stationery' },
  { BOOK_TITLE: 'Basti', kind: 'book' },
];
const karachi = { City: 'Karachi' };
const areas = { stationery: ['Lahore', 'Islamabad'] };

describe('checkoutProblemIn', () => {
  it('gives an English page the domain’s own words for every fixed answer', () => {
    for (const message of Object.values(CHECKOUT_MESSAGES)) {
      if (typeof message === 'string') expect(checkoutProblemIn(en, message)).toBe(message);
    }
  });

  it('words a fixed answer in Urdu from the catalogue', () => {
    expect(checkoutProblemIn(ur, CHECKOUT_MESSAGES.firstAddAddress)).toBe(
      formatMessage('ur', 'checkout.problem.firstAddAddress'),
    );
  });

  it('names an address’s missing fields in the page’s language, English exactly as the domain says it', () => {
    const incomplete = {
      Name: 'Ayesha',
      Phone: '',
      Address: '',
      City: 'Lahore',
      Country: 'Pakistan',
      PostCode: '',
    };
    const problem = checkBeforePlacing({
      email: 'ayesha@example.pk',
      shippingAddress: incomplete as unknown as Address,
      billingAddress: null,
      isSameBillingAddress: true,
      paymentMethod: PAYMENT_METHOD.CASH,
      savedCards: [],
      selectedToken: null,
    });
    expect(problem).toBe(CHECKOUT_MESSAGES.shippingAddressMissing('Phone, Address, Post Code'));
    expect(checkoutProblemIn(en, problem ?? '')).toBe(problem);
    expect(checkoutProblemIn(ur, problem ?? '')).toBe(
      formatMessage('ur', 'checkout.problem.shippingAddressMissing', { fields: 'فون نمبر، پتا، پوسٹل کوڈ' }),
    );
  });
});

describe('deliveryAreaProblemIn', () => {
  it('says in English exactly what the domain (and the server) says', () => {
    expect(deliveryAreaProblemIn(en, lines, karachi, areas)).toBe(deliveryAreaProblem(lines, karachi, areas));
    expect(deliveryAreaProblemIn(en, lines.slice(0, 1), karachi, { stationery: ['Lahore'] })).toBe(
      deliveryAreaProblem(lines.slice(0, 1), karachi, { stationery: ['Lahore'] }),
    );
  });

  it('says it in Urdu with Urdu joining words, and nothing when every item can go there', () => {
    const problem = deliveryAreaProblemIn(ur, lines, karachi, areas);
    expect(problem).toBe(
      formatMessage('ur', 'checkout.problem.deliveryArea', {
        items: '"Sketchbook A4" اور "Oil pastels"',
        cities: 'Lahore یا Islamabad',
        count: 2,
      }),
    );
    expect(deliveryAreaProblemIn(ur, lines, { City: 'Lahore' }, areas)).toBeNull();
  });
});

describe('cardDiscountUsedTodayIn', () => {
  it('says in English what the domain says, and in Urdu the same time and day kept left to right', () => {
    const next = '2025-03-01T19:00:00.000Z';
    expect(cardDiscountUsedTodayIn(en, next)).toBe(cardDiscountUsedTodayMessage(next));
    const urdu = cardDiscountUsedTodayIn(ur, next);
    expect(urdu).toContain('\u20662 Mar\u2069');
    expect(urdu).toContain('\u206612:00 am\u2069');
  });
});

describe('paymentMethodNameIn', () => {
  it('names each method as paymentMethodLabel does in English, the wallets by their brands in Urdu', () => {
    for (const code of Object.values(PAYMENT_METHOD)) {
      expect(paymentMethodNameIn(en, code)).toBe(paymentMethodLabel(code));
    }
    expect(paymentMethodNameIn(ur, PAYMENT_METHOD.JAZZCASH)).toBe('JazzCash');
    expect(paymentMethodNameIn(ur, PAYMENT_METHOD.CASH)).toBe(
      formatMessage('ur', 'checkout.method.cashOnDelivery'),
    );
  });
});
