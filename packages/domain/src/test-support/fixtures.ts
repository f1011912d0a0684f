import type { Address } from '../entities/address.js';
import type { BinDiscountRule } from '../entities/bin-discount.js';
import type { CartLine } from '../entities/cart.js';
import type { SavedPaymentMethod } from '../entities/payment-method.js';

/** A complete Lahore address; tests blank out fields to make it incomplete. */
export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    Name: 'Ayesha Khan',
    Phone: '+923001234567',
    Address: '12 Mall Road',
    City: 'Lahore',
    Province: 'Punjab',
    Country: 'Pakistan',
    PostCode: '54000',
    ...overrides,
  };
}

export function savedCard(id: string, bin = '424242', last4 = '4242'): SavedPaymentMethod {
  return { id, bin, card_details: { card_network: 'visa', last_four_digits: last4 } };
}

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    cart_item_id: 1,
    Book_Id: 100,
    BOOK_TITLE: 'Aangan',
    authorName: 'Khadija Mastur',
    PAK_PRICE: 1000,
    Discount: 0,
    cart_qty: 1,
    picname: 'aangan',
    availabilityStatus: 'available',
    kind: 'book',
    ...overrides,
  };
}

export function binRule(overrides: Partial<BinDiscountRule> = {}): BinDiscountRule {
  return {
    rule_enabled: true,
    discount_type: 'percentage',
    discount_value: 20,
    discount_limit: 1000,
    bank_name: 'Meezan Bank',
    bank_logo: 'meezan.webp',
    bin: '424242',
    ...overrides,
  };
}
