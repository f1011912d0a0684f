import {
  ORDER_STATUSES,
  type OrderActor,
  PAYMENT_ACTIONS,
  PAYMENT_METHOD_CODES,
  PAYMENT_OUTCOMES,
  type PaymentAction,
  type PaymentOutcome,
} from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authTokens, users } from './accounts.js';
import { books } from './catalog.js';

/** A SQL list of text literals, for a check constraint made from one of the domain's tables. */
function textList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
}

/**
 * What the orders check constraints accept, made from the domain's tables (migration 0014 writes
 * the same lists; a test holds the database to the tables).
 */
export const ORDER_STATUS_SQL_LIST = textList(ORDER_STATUSES);
export const PAYMENT_OPTION_SQL_LIST = sql.raw(PAYMENT_METHOD_CODES.map((code) => String(code)).join(', '));

/**
 * Bank-card (BIN) discount rules, managed with `cli bin-rules`. A card whose first digits start
 * with `bin` gets the rule; the longest matching prefix wins.
 */
export const binDiscountRules = pgTable(
  'bin_discount_rules',
  {
    id: serial('id').primaryKey(),
    bankName: text('bank_name').notNull(),
    bankLogo: text('bank_logo').notNull(),
    bin: text('bin').notNull(),
    discountType: text('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    discountLimit: integer('discount_limit').notNull(),
    ruleEnabled: boolean('rule_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bin_discount_rules_bin_key').on(t.bin),
    check('bin_discount_rules_bin_check', sql`${t.bin} ~ '^[0-9]{6,8}$'`),
    check('bin_discount_rules_type_check', sql`${t.discountType} in ('percentage', 'value')`),
    check(
      'bin_discount_rules_value_check',
      sql`${t.discountValue} > 0 and (${t.discountType} = 'value' or ${t.discountValue} <= 100)`,
    ),
    check('bin_discount_rules_limit_check', sql`${t.discountLimit} >= 0`),
  ],
);

/**
 * Cards saved with the payment provider. The shop keeps the provider's token and what it needs to
 * show and discount the card (network, BIN, last four, the provider's fingerprint), never the
 * number.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenId: integer('guest_token_id').references(() => authTokens.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    cardNetwork: text('card_network').notNull(),
    bin: text('bin').notNull(),
    lastFour: text('last_four').notNull(),
    /** The provider's stable id of the card number: one card saved twice is still one card per day. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_token_key').on(t.token),
    index('payment_methods_user_idx').on(t.userId),
    index('payment_methods_guest_idx').on(t.guestTokenId),
    check('payment_methods_owner_check', sql`num_nonnulls(${t.userId}, ${t.guestTokenId}) = 1`),
    check('payment_methods_network_check', sql`${t.cardNetwork} in ('visa', 'mastercard', 'amex')`),
    check('payment_methods_bin_check', sql`${t.bin} ~ '^[0-9]{6,8}$'`),
    check('payment_methods_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Placed orders. Lines and addresses are copies taken at placing, so an order reads the same
 * after prices, addresses or the account change; deleting the account sets `user_id` null and
 * blanks the personal fields (orders/anonymize-orders.ts).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestTokenId: integer('guest_token_id').references(() => authTokens.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subscribeNewsletter: boolean('subscribe_newsletter').notNull().default(false),
    status: text('status').notNull(),
    paymentOption: smallint('payment_option').notNull(),
    cardToken: text('card_token'),
    cardNetwork: text('card_network'),
    cardLastFour: text('card_last_four'),
    paymentReference: text('payment_reference'),
    refundReference: text('refund_reference'),
    /** What the order lifecycle did with the payment when the order ended (migration 0014). */
    paymentOutcome: text('payment_outcome').$type<PaymentOutcome>(),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    sendInvoice: boolean('send_invoice').notNull().default(true),
    specialInstruction: text('special_instruction').notNull().default(''),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    giftWrapFee: integer('gift_wrap_fee').notNull(),
    cardDiscount: integer('card_discount').notNull(),
    /** What a redeemed e-gift card took off the total (migration 0009). */
    giftCard: integer('gift_card').notNull().default(0),
    total: integer('total').notNull(),
    binRuleId: integer('bin_rule_id').references(() => binDiscountRules.id, { onDelete: 'set null' }),
    /** Carried by every signed link of the order; raised to withdraw them all (migration 0019). */
    linkVersion: integer('link_version').notNull().default(1),
    /** The language of the order's e-mails (migration 0021): the page's it was placed from. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_language_check', sql`${t.language} in ('en', 'ur')`),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_guest_idx').on(t.guestTokenId, t.id),
    check('orders_status_check', sql`${t.status} in (${ORDER_STATUS_SQL_LIST})`),
    check('orders_payment_option_check', sql`${t.paymentOption} in (${PAYMENT_OPTION_SQL_LIST})`),
    check(
      'orders_payment_outcome_check',
      sql`${t.paymentOutcome} is null or ${t.paymentOutcome} in (${textList(PAYMENT_OUTCOMES)})`,
    ),
    check(
      'orders_money_check',
      sql`${t.subtotal} >= 0 and ${t.shipping} >= 0 and ${t.giftWrapFee} >= 0 and ${t.cardDiscount} >= 0 and ${t.giftCard} >= 0 and ${t.total} >= 0 and ${t.total} = ${t.subtotal} - ${t.cardDiscount} + ${t.shipping} + ${t.giftWrapFee} - ${t.giftCard}`,
    ),
  ],
);

/** One line of an order, priced at placing. `reserved_qty` is the stock taken, given back on cancel. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    authorName: text('author_name').notNull(),
    picname: text('picname').notNull(),
    kind: text('kind').notNull(),
    stockStatus: text('stock_status').notNull(),
    qty: integer('qty').notNull(),
    listPrice: integer('list_price').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    unitPrice: integer('unit_price').notNull(),
    cardDiscount: integer('card_discount').notNull(),
    lineTotal: integer('line_total').notNull(),
    reservedQty: integer('reserved_qty').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_check', sql`${t.qty} > 0 and ${t.reservedQty} between 0 and ${t.qty}`),
  ],
);

/**
 * One row per card per Asia/Karachi day that took a bank-card discount. The unique index is the
 * guard: of many concurrent orders with one card, exactly one can insert its row.
 */
export const cardDiscountUses = pgTable(
  'card_discount_uses',
  {
    id: serial('id').primaryKey(),
    cardFingerprint: text('card_fingerprint').notNull(),
    day: date('day').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('card_discount_uses_card_day_key').on(t.cardFingerprint, t.day)],
);

/**
 * Idempotency-Key records of `POST /api/cart/place-order`, per shopper, kept 24 hours. `attempt`
 * names the request that holds an unfinished key, so a request that lost its key to a retry (after
 * a crash) cannot also commit an order.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    attempt: text('attempt').notNull(),
    state: text('state').notNull().default('in_progress'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.owner, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_progress', 'done')`),
  ],
);

/**
 * The sandbox payment provider's own tables. They stand for the provider's systems, which a real
 * provider keeps on its side; the shop's code reads them only through the PaymentProvider
 * interface. Even here no card number is kept: the provider decides a card's fate when it is
 * entered and keeps the outcome.
 */
export const sandboxProviderIntents = pgTable(
  'sandbox_provider_intents',
  {
    id: text('id').primaryKey(),
    clientSecretHash: text('client_secret_hash').notNull(),
    encryptionKey: text('encryption_key').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    cardToken: text('card_token'),
    customerEmail: text('customer_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'sandbox_provider_intents_status_check',
      sql`${t.status} in ('requires_confirmation', 'succeeded', 'refunded')`,
    ),
  ],
);

export const sandboxProviderCards = pgTable('sandbox_provider_cards', {
  token: text('token').primaryKey(),
  cardNetwork: text('card_network').notNull(),
  bin: text('bin').notNull(),
  lastFour: text('last_four').notNull(),
  fingerprint: text('fingerprint').notNull(),
  declinesCharges: boolean('declines_charges').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxProviderPayments = pgTable(
  'sandbox_provider_payments',
  {
    id: text('id').primaryKey(),
    /** The shop's reference (`order-{id}`): a second charge with it returns the first. */
    reference: text('reference').notNull(),
    method: text('method').notNull(),
    cardToken: text('card_token'),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_provider_payments_reference_key').on(t.reference),
    check('sandbox_provider_payments_method_check', sql`${t.method} in ('card', 'jazzcash', 'easypaisa')`),
    check(
      'sandbox_provider_payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'declined', 'voided', 'refunded')`,
    ),
  ],
);

/** The sandbox provider's own secrets (the key its card fingerprints are made with). */
export const sandboxProviderSettings = pgTable('sandbox_provider_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A shopper's request that the shop cancel an order past the point where the shopper may cancel
 * it (it has shipped). One per order; the shop is e-mailed through the outbox (migration 0013).
 */
export const orderCancelDemands = pgTable(
  'order_cancel_demands',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_cancel_demands_order_key').on(t.orderId),
    check('order_cancel_demands_reason_check', sql`char_length(${t.reason}) <= 500`),
  ],
);

/**
 * An order's timeline: one row per change of status (and per late payment refunded), written by
 * the order lifecycle in the transaction that made the change, never updated or deleted (a
 * trigger refuses both). The order desk shows it, with the money each step moved (migration 0014).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    note: text('note'),
    paymentAction: text('payment_action').$type<PaymentAction>(),
    paymentAmount: integer('payment_amount'),
    paymentReference: text('payment_reference'),
    stockReturned: integer('stock_returned').notNull().default(0),
    cardDiscountReturned: boolean('card_discount_returned').notNull().default(false),
    giftCardReturned: integer('gift_card_returned').notNull().default(0),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check(
      'order_events_status_check',
      sql`${t.toStatus} in (${ORDER_STATUS_SQL_LIST}) and (${t.fromStatus} is null or ${t.fromStatus} in (${ORDER_STATUS_SQL_LIST}))`,
    ),
    check('order_events_actor_check', sql`${t.actor} ~ '^(shopper|system|staff:[^[:space:]]{1,64})$'`),
    check(
      'order_events_payment_check',
      sql`(${t.paymentAction} is null and ${t.paymentAmount} is null) or (${t.paymentAction} in (${textList(PAYMENT_ACTIONS)}) and ${t.paymentAmount} is not null and ${t.paymentAmount} >= 0)`,
    ),
    check('order_events_note_check', sql`char_length(${t.note}) <= 500`),
    check('order_events_returned_check', sql`${t.stockReturned} >= 0 and ${t.giftCardReturned} >= 0`),
  ],
);
