import {
  CART_QUANTITY_MESSAGES,
  CHECKOUT_MESSAGES,
  GIFT_CARD_MESSAGES,
  NOT_DELIVERED_MESSAGE,
  ORDER_ACCESS_MESSAGES,
} from '@bookshop/domain';
import { formatMessage, isMessageKey, rupees } from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import { defaultLocale, isSchema, number, object, type Schema, string } from 'yup';
import * as validation from './index.js';
import { type CatalogueMessage, isCatalogueMessage, msg } from './messages.js';
import * as catalogueDesk from './schemas/admin/catalogue-schemas.js';
import * as orderDesk from './schemas/admin/order-desk-schemas.js';
import * as staff from './schemas/admin/staff-schemas.js';

/** yup's own messages, used where a schema sets none (a JSON null where a form sends text). */
const yupDefaults = new Set<unknown>(Object.values(defaultLocale).flatMap((group) => Object.values(group)));

/** The part of a yup schema read here. */
interface Described {
  tests: { OPTIONS?: { name?: string; message?: unknown } }[];
  internalTests: Record<string, { OPTIONS?: { name?: string; message?: unknown } } | undefined>;
  fields?: Record<string, Described>;
  innerType?: Described;
  conditions: { refs?: { key: string }[] }[];
  resolve(options: { parent?: unknown; value?: unknown; context?: unknown }): Described;
}

/** The parent values a `when` is resolved with: each of its keys as a few likely values. */
function probeParents(schema: Described): Record<string, unknown>[] {
  const keys = schema.conditions.flatMap((condition) => (condition.refs ?? []).map((ref) => ref.key));
  if (keys.length === 0) return [{}];
  return [undefined, 0, 1, 5, 'x'].map((value) => Object.fromEntries(keys.map((key) => [key, value])));
}

/**
 * Every message a shopper's schema can give that is not from the catalogue, as `path test: what`.
 * Back-office schemas stay English and are not walked. yup's own wording is let through only for
 * the type and null checks a schema leaves unset (a value no form sends, answered in English) and
 * for `trim`, which fails only in strict mode (never used: the transform trims first); a check
 * without any message (`nullable()`, `optional()`) lets everything through and says nothing.
 */
function foreignMessages(schema: Described, path: string): string[] {
  const found: string[] = [];
  const check = (test: string, message: unknown, defaultAllowed: boolean, silentAllowed = false) => {
    if (message === undefined && silentAllowed) return;
    if (isCatalogueMessage(message)) {
      if (!isMessageKey(message.ref.key)) found.push(`${path} ${test}: unknown key ${message.ref.key}`);
    } else if (!(defaultAllowed && yupDefaults.has(message))) {
      found.push(
        `${path} ${test}: ${typeof message === 'string' ? JSON.stringify(message) : 'not from the catalogue'}`,
      );
    }
  };
  for (const parent of probeParents(schema)) {
    const resolved = schema.resolve({ parent, context: {} });
    for (const test of resolved.tests) {
      const name = test.OPTIONS?.name ?? '?';
      check(name, test.OPTIONS?.message, name === 'trim');
    }
    for (const [name, test] of Object.entries(resolved.internalTests)) {
      if (test) check(name, test.OPTIONS?.message, name === 'typeError' || name === 'nullable', true);
    }
    for (const [name, field] of Object.entries(resolved.fields ?? {})) {
      found.push(...foreignMessages(field, path ? `${path}.${name}` : name));
    }
    if (resolved.innerType) found.push(...foreignMessages(resolved.innerType, `${path}[]`));
  }
  return [...new Set(found)];
}

const backOffice = new Set<unknown>([
  ...Object.values(catalogueDesk),
  ...Object.values(orderDesk),
  ...Object.values(staff),
]);
const shopperSchemas = Object.entries(validation).filter(
  ([, value]) => isSchema(value) && !backOffice.has(value),
) as [string, Schema][];

describe("the shopper's schemas", () => {
  it('are all walked (the list is not empty by mistake)', () => {
    expect(shopperSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'addressSchema',
        'registerSchema',
        'placeOrderSchema',
        'giftCardPurchaseSchema',
      ]),
    );
    expect(shopperSchemas.length).toBeGreaterThanOrEqual(20);
  });

  it.each(shopperSchemas)('%s takes every message from the catalogue', (_, schema) => {
    expect(foreignMessages(schema as unknown as Described, '')).toEqual([]);
  });
});

/** Every catalogue message a schema holds, `when` branches included. */
function catalogueMessagesOf(schema: Described): CatalogueMessage[] {
  const found: CatalogueMessage[] = [];
  for (const parent of probeParents(schema)) {
    const resolved = schema.resolve({ parent, context: {} });
    const tests = [...resolved.tests, ...Object.values(resolved.internalTests)];
    for (const test of tests)
      if (isCatalogueMessage(test?.OPTIONS?.message)) found.push(test.OPTIONS.message);
    for (const field of Object.values(resolved.fields ?? {})) found.push(...catalogueMessagesOf(field));
    if (resolved.innerType) found.push(...catalogueMessagesOf(resolved.innerType));
  }
  return found;
}

describe("the shopper's schemas' messages", () => {
  it('each format in English and in Urdu with the arguments the schema gives', () => {
    const messages = shopperSchemas.flatMap(([, schema]) =>
      catalogueMessagesOf(schema as unknown as Described),
    );
    expect(messages.length).toBeGreaterThan(100);
    for (const { ref } of messages) {
      expect(formatMessage('en', ref.key, ref.values)).not.toBe('');
      expect(formatMessage('ur', ref.key, ref.values)).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('the walk over a schema', () => {
  it('reports a literal message, a yup default on a check or a required, one inside a when and an unknown key', () => {
    const schema = object({
      name: string().required('Name is required'),
      age: number().max(3),
      card: string().when('method', ([method], field) =>
        method === 1 ? field.required('Card is required') : field,
      ),
      count: number().required(),
      // A key cast past the type check, as a key read at run time could be.
      made: string().test('made', msg('no.such.key' as 'address.phoneRequired'), () => true),
      ok: string().required(msg('address.phoneRequired')),
    });
    expect(foreignMessages(schema as unknown as Described, '')).toEqual([
      'name required: "Name is required"',
      'name nullable: "Name is required"',
      'name optionality: "Name is required"',
      `age max: ${JSON.stringify(defaultLocale.number?.max)}`,
      'card required: "Card is required"',
      'card nullable: "Card is required"',
      'card optionality: "Card is required"',
      `count optionality: ${JSON.stringify(defaultLocale.mixed?.required)}`,
      'made made: unknown key no.such.key',
    ]);
  });
});

describe('the English catalogue', () => {
  it("words the domain's messages exactly as the domain does, so neither can drift", () => {
    expect(formatMessage('en', 'address.notDelivered')).toBe(NOT_DELIVERED_MESSAGE);
    expect(formatMessage('en', 'cart.quantityAtLeastOne')).toBe(CART_QUANTITY_MESSAGES.atLeastOne);
    expect(formatMessage('en', 'giftCard.amountHint', { min: rupees(500), max: rupees(10_000) })).toBe(
      GIFT_CARD_MESSAGES.amountHint,
    );
    expect(formatMessage('en', 'giftCard.bankCardsOnly')).toBe(GIFT_CARD_MESSAGES.bankCardsOnly);
    expect(formatMessage('en', 'giftCard.invalidCode')).toBe(GIFT_CARD_MESSAGES.invalidCode);
    expect(formatMessage('en', 'contact.emailRequired')).toBe(CHECKOUT_MESSAGES.emailRequired);
    expect(formatMessage('en', 'checkout.shippingAddressRequired')).toBe(
      CHECKOUT_MESSAGES.shippingAddressRequired,
    );
    expect(formatMessage('en', 'checkout.billingAddressRequired')).toBe(
      CHECKOUT_MESSAGES.billingAddressRequired,
    );
    expect(formatMessage('en', 'checkout.paymentMethodRequired')).toBe(
      CHECKOUT_MESSAGES.paymentMethodRequired,
    );
    expect(formatMessage('en', 'payment.selectMethod')).toBe(CHECKOUT_MESSAGES.selectPaymentMethod);
    expect(formatMessage('en', 'order.emailOrPhoneRequired')).toBe(
      ORDER_ACCESS_MESSAGES.emailOrPhoneRequired,
    );
    expect(formatMessage('en', 'order.linkInvalid')).toBe(ORDER_ACCESS_MESSAGES.linkInvalid);
  });
});
