import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  cartQuantity,
  ORDER_ACCESS_MESSAGES,
  type Order,
  type OrderAccess,
  PAYMENT_METHOD,
  type PaymentDeclinedResponse,
  paymentKindOf,
  type ReorderedLine,
  type ReorderSkippedLine,
  type ReturnRequest,
  type ReturnRequestLine,
  returnRefusal,
  returnRequestedMessage,
  SITE_PATHS,
} from '@bookshop/domain';
import { pathInLanguage } from '@bookshop/i18n';
import type { OrderLookupValues, PayNowValues, ReturnRequestValues } from '@bookshop/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressOwner } from '../addresses/repository.js';
import { ownerOf } from '../addresses/service.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { createCartRepository } from '../cart/repository.js';
import type { Database } from '../db/client.js';
import { orderEvents, orders, returnRequests } from '../db/schema/index.js';
import { HttpError, NotFoundError, ValidationError } from '../lib/errors.js';
import { createOutboxRepository } from '../mail/repository.js';
import { createPaymentMethodsRepository } from '../payments/methods-repository.js';
import type { PaymentProvider, WalletName } from '../payments/provider.js';
import { bankTransferDetails } from './bank-transfer.js';
import { chargeOrderCard } from './charge-order-card.js';
import { returnDaysFrom } from './delivery-rules.js';
import { paymentReferenceOf } from './lifecycle.js';
import { toReturnRequest } from './order-extras.js';
import {
  orderAccessFor,
  orderLinkKey,
  orderLinkSettingsFrom,
  refusedLinkMessage,
  revokeOrderLinks,
  verifyOrderLink,
} from './order-links.js';
import { returnRequestedMail } from './order-mails.js';
import { TRANSACTION_UNSUCCESSFUL } from './place-order.js';
import { createOrdersRepository, type OrderRow } from './repository.js';
import { settlePaidOrder } from './settle-paid-order.js';

export interface AfterOrderDeps {
  db: Database;
  provider: PaymentProvider;
  deliverMail: () => void;
  publicUrl: string;
  /** Where return requests are e-mailed (SHOP_EMAIL). */
  shopEmail: string;
  /** Days after delivery a return may be asked for (RETURN_DAYS). */
  returnDays?: number;
  now?: () => Date;
}

/** 401 for a link the shop did not make, that expired or was withdrawn, with words that say which. */
export class OrderLinkRefused extends HttpError {
  constructor(reason: 'invalid' | 'expired' | 'revoked') {
    super(401, refusedLinkMessage(reason));
  }
}

/** How the caller came to the order: as its owner, or holding one of its signed links. */
export type OrderAccessRight = { row: OrderRow; as: 'owner' | 'link' };

const notFound = () => new NotFoundError(ORDER_ACCESS_MESSAGES.notFound);

const WALLETS: Readonly<Record<number, WalletName>> = {
  [PAYMENT_METHOD.JAZZCASH]: 'jazzcash',
  [PAYMENT_METHOD.EASYPAISA]: 'easypaisa',
};

/**
 * What a shopper does with an order after placing it, logged in or not: find it by number and
 * e-mail or phone, open it by its signed link, reorder it, pay it, ask for a return, withdraw
 * its links. Every call takes either the order's owner (bearer token) or a signed link token.
 */
export function createAfterOrderService(deps: AfterOrderDeps) {
  const { db, provider } = deps;
  const settings = orderLinkSettingsFrom();
  const now = deps.now ?? (() => new Date());
  const returnDays = deps.returnDays ?? returnDaysFrom();

  async function ownedRow(owner: AddressOwner, id: number): Promise<OrderRow | null> {
    return createOrdersRepository(db).findOwned(owner, id);
  }

  /** The order a signed link opens: 401 for a bad, expired or withdrawn link; 404 when it is gone. */
  async function rowOfLink(token: string): Promise<OrderRow> {
    const key = await orderLinkKey(db, settings);
    const link = verifyOrderLink(key, token, now());
    if (!link.ok) throw new OrderLinkRefused(link.reason);
    const row = await createOrdersRepository(db).find(link.orderId);
    // An anonymised order (its account deleted) is no longer anyone's to open.
    if (!row || row.email === '') throw notFound();
    if (row.linkVersion !== link.version) throw new OrderLinkRefused('revoked');
    return row;
  }

  /**
   * The order `id` for this caller: its owner's, or the one a valid link opens (a link to another
   * order opens nothing here). 404 for anyone else, as for a missing order.
   */
  async function access(
    auth: RequestAuth | null,
    id: number,
    token: string | undefined,
  ): Promise<OrderAccessRight> {
    if (auth) {
      const row = await ownedRow(ownerOf(auth), id);
      if (row) return { row, as: 'owner' };
    }
    if (token) {
      const row = await rowOfLink(token);
      if (row.id !== id) throw notFound();
      return { row, as: 'link' };
    }
    throw notFound();
  }

  async function view(row: OrderRow): Promise<{
    order: Order;
    bankTransfer: ReturnType<typeof bankTransferDetails> | null;
    access: OrderAccess;
  }> {
    const order = await createOrdersRepository(db).read(row);
    const bankTransfer =
      row.paymentOption === PAYMENT_METHOD.BANK_TRANSFER && row.status === 'pending_payment'
        ? bankTransferDetails(row)
        : null;
    const link = await orderAccessFor(db, row.id, deps.publicUrl, { settings, now: now() });
    if (!link) throw notFound();
    return { order, bankTransfer, access: link };
  }

  async function deliveredAt(id: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<Date>`max(${orderEvents.at})` })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'delivered')));
    return row?.at ? new Date(row.at) : null;
  }

  return {
    access,

    /**
     * `POST /api/orders/lookup`: the order with this number placed with this e-mail, or with this
     * phone on its delivery or billing address. One query decides, so a wrong e-mail and a
     * missing order take the same path and get the same 404.
     */
    async lookup(values: OrderLookupValues) {
      const email = (values.email ?? '').trim().toLowerCase();
      const phone = values.phone ?? '';
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, values.orderId),
            sql`${orders.email} <> ''`,
            sql`((${email} <> '' and lower(${orders.email}) = ${email}) or (${phone} <> '' and (${orders.shippingAddress}->>'Phone' = ${phone} or ${orders.billingAddress}->>'Phone' = ${phone})))`,
          ),
        );
      if (!row) throw notFound();
      return view(row);
    },

    async byLink(token: string) {
      return view(await rowOfLink(token));
    },

    /** `GET /api/orders/{id}`: the owner's order with a link to share or open it elsewhere. */
    async ownView(auth: RequestAuth, id: number) {
      const row = await ownedRow(ownerOf(auth), id);
      if (!row) throw notFound();
      return view(row);
    },

    /** The order, as the invoice draws it. */
    async orderFor(auth: RequestAuth | null, id: number, token: string | undefined): Promise<Order> {
      const { row } = await access(auth, id, token);
      return createOrdersRepository(db).read(row);
    },

    /**
     * `POST /api/orders/{id}/reorder`: the order's books back in the caller's cart, at today's
     * prices (the cart prices lines when it is read). Each line is added by the cart's own rule,
     * up to the stock on hand; a book no longer sold or sold out is reported, not added.
     */
    async reorder(auth: RequestAuth, id: number, token: string | undefined) {
      const { row } = await access(auth, id, token);
      const order = await createOrdersRepository(db).read(row);
      const owner = ownerOf(auth);
      const added: ReorderedLine[] = [];
      const skipped: ReorderSkippedLine[] = [];
      await db.transaction(async (tx) => {
        const cart = createCartRepository(tx);
        await cart.lockCart(owner);
        for (const item of order.items) {
          const book = item.Book_Id ? await cart.findBook(item.Book_Id) : null;
          if (!book) {
            skipped.push({
              Book_Id: item.Book_Id || null,
              BOOK_TITLE: item.BOOK_TITLE,
              reason: CART_MESSAGES.bookNotFound,
            });
            continue;
          }
          const existing = await cart.findLineOfBook(owner, item.Book_Id, 'cart');
          const current = existing?.qty ?? 0;
          const result = cartQuantity({ mode: 'add', qty: item.qty, current }, book);
          if (!result.ok) {
            skipped.push({ Book_Id: item.Book_Id, BOOK_TITLE: item.BOOK_TITLE, reason: result.message });
            continue;
          }
          if (existing) await cart.setQty(owner, existing.id, result.qty);
          else await cart.insertLine(owner, item.Book_Id, result.qty, 'cart');
          added.push({
            Book_Id: item.Book_Id,
            BOOK_TITLE: item.BOOK_TITLE,
            ordered: item.qty,
            cart_qty: result.qty,
            capped: result.qty - current < item.qty,
          });
        }
      });
      const copies = (n: number) => `${n} ${n === 1 ? 'book is' : 'books are'}`;
      const message =
        added.length === 0
          ? 'None of the books of this order can be ordered now.'
          : `${copies(added.length)} back in your cart at today's prices.${skipped.length > 0 ? ` ${skipped.length} could not be added.` : ''}`;
      return { message, added, skipped };
    },

    /**
     * `POST /api/orders/{id}/pay`: pays a card or wallet order still waiting for its payment. A
     * wallet gets its approval page again (the same provider payment: approving it once pays
     * once); a card is charged the order's total, on the card saved with the order or, for the
     * owner, another saved card of theirs, through the same path as placing.
     */
    async payNow(
      auth: RequestAuth | null,
      id: number,
      values: PayNowValues,
    ): Promise<
      | { status: 200; order: Order; redirectUrl: string | null; message: string }
      | { status: 402; body: PaymentDeclinedResponse }
    > {
      const right = await access(auth, id, values.token || undefined);
      let row = right.row;
      const read = async () =>
        createOrdersRepository(db).read((await createOrdersRepository(db).find(id)) ?? row);
      const kind = paymentKindOf(row.paymentOption);
      if (row.status !== 'pending_payment' || (kind !== 'card' && kind !== 'wallet')) {
        throw new HttpError(
          409,
          row.status === 'pending_payment'
            ? `Order No: ${id} is paid by ${kind === 'transfer' ? 'bank transfer' : 'another method'}; there is nothing to pay here.`
            : `Order No: ${id} is not waiting for a payment.`,
        );
      }
      if (kind === 'wallet') {
        const reference = paymentReferenceOf(id);
        const state = await provider.paymentState(reference);
        if (state === 'succeeded') {
          await settlePaidOrder({ db, provider, publicUrl: deps.publicUrl }, id);
          deps.deliverMail();
          return {
            status: 200,
            order: await read(),
            redirectUrl: null,
            message: 'Payment received. Thank you for your order.',
          };
        }
        if (state !== null && state !== 'pending') {
          throw new HttpError(409, `Order No: ${id} can no longer be paid. Please order again.`);
        }
        let started: { paymentId: string; approvalUrl: string };
        try {
          started = await provider.startWalletPayment({
            wallet: WALLETS[row.paymentOption] ?? 'jazzcash',
            amount: row.total,
            reference,
            // Back to the confirmation in the language the order was placed in.
            returnUrl: pathInLanguage(row.language, SITE_PATHS.orderConfirmation.href(id)),
          });
        } catch {
          throw new HttpError(503, CHECKOUT_MESSAGES.couldNotPlaceOrder);
        }
        if (!row.paymentReference)
          await createOrdersRepository(db).setPaymentReference(id, started.paymentId);
        return {
          status: 200,
          order: await read(),
          redirectUrl: started.approvalUrl,
          message: 'Approve the payment on the page that opens.',
        };
      }

      const chosen = values.card_token;
      if (chosen && chosen !== row.cardToken) {
        // Another card: only the owner's own saved cards, and never one the bank discount was not for.
        if (right.as !== 'owner' || !auth)
          throw new ValidationError({ card_token: [CHECKOUT_MESSAGES.selectPaymentMethod] });
        const card = await createPaymentMethodsRepository(db).findOwned(ownerOf(auth), chosen);
        if (!card) throw new ValidationError({ card_token: [CHECKOUT_MESSAGES.selectPaymentMethod] });
        if (row.cardDiscount > 0) {
          throw new HttpError(
            409,
            `Order No: ${id} has the bank card discount of the card it was placed with; pay it with that card, or cancel it and order again.`,
          );
        }
        const [updated] = await db
          .update(orders)
          .set({
            cardToken: card.token,
            cardNetwork: card.cardNetwork,
            cardLastFour: card.lastFour,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, id), eq(orders.status, 'pending_payment')))
          .returning();
        if (!updated) throw new HttpError(409, `Order No: ${id} is not waiting for a payment.`);
        row = updated;
      }
      if (!row.cardToken) throw new ValidationError({ card_token: [CHECKOUT_MESSAGES.selectPaymentMethod] });
      const result = await chargeOrderCard({ db, provider, publicUrl: deps.publicUrl }, row);
      deps.deliverMail();
      if (result === 'declined') {
        return {
          status: 402,
          body: { success: false, error: TRANSACTION_UNSUCCESSFUL, data: { order: { id } } },
        };
      }
      if (result === 'late')
        throw new HttpError(409, `Order No: ${id} was cancelled; the payment is refunded.`);
      return {
        status: 200,
        order: await read(),
        redirectUrl: null,
        message: 'Payment received. Thank you for your order.',
      };
    },

    /**
     * `POST /api/orders/{id}/return-request`: a delivered order within RETURN_DAYS of its
     * delivery; the lines must be books of the order, no more copies than were ordered. Stored
     * once (asking again answers the first request) and e-mailed to the shop.
     */
    async requestReturn(
      auth: RequestAuth | null,
      id: number,
      values: ReturnRequestValues,
    ): Promise<{ returnRequest: ReturnRequest; created: boolean; message: string }> {
      const { row } = await access(auth, id, values.token || undefined);
      const existing = await db.select().from(returnRequests).where(eq(returnRequests.orderId, id));
      if (existing[0])
        return {
          returnRequest: toReturnRequest(existing[0]),
          created: false,
          message: returnRequestedMessage(id),
        };
      const refusal = returnRefusal({
        orderId: id,
        status: row.status as Order['status'],
        deliveredAt: await deliveredAt(id),
        now: now(),
        days: returnDays,
      });
      if (refusal) throw new HttpError(409, refusal);
      const order = await createOrdersRepository(db).read(row);
      const ordered = new Map<number, { title: string; qty: number }>();
      for (const item of order.items) {
        const seen = ordered.get(item.Book_Id);
        ordered.set(item.Book_Id, { title: item.BOOK_TITLE, qty: (seen?.qty ?? 0) + item.qty });
      }
      const asked = new Map<number, number>();
      for (const line of values.lines) asked.set(line.Book_Id, (asked.get(line.Book_Id) ?? 0) + line.qty);
      const lines: ReturnRequestLine[] = [];
      for (const [bookId, qty] of asked) {
        const item = ordered.get(bookId);
        if (!item || qty > item.qty) {
          throw new ValidationError({
            lines: [
              item
                ? `You ordered ${item.qty} ${item.qty === 1 ? 'copy' : 'copies'} of "${item.title}".`
                : 'Choose a book of this order and how many copies to return.',
            ],
          });
        }
        lines.push({ Book_Id: bookId, BOOK_TITLE: item.title, qty });
      }
      const stored = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(returnRequests)
          .values({ orderId: id, reason: values.reason, lines })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          const [first] = await tx.select().from(returnRequests).where(eq(returnRequests.orderId, id));
          if (!first) throw new Error('return request vanished');
          return { row: first, created: false };
        }
        await createOutboxRepository(tx).insert(
          returnRequestedMail(order, toReturnRequest(inserted), deps.shopEmail),
        );
        return { row: inserted, created: true };
      });
      if (stored.created) deps.deliverMail();
      return {
        returnRequest: toReturnRequest(stored.row),
        created: stored.created,
        message: returnRequestedMessage(id),
      };
    },

    /** `POST /api/orders/{id}/revoke-links` (owner only): every link sent so far stops working. */
    async revokeLinks(auth: RequestAuth, id: number): Promise<OrderAccess> {
      const row = await ownedRow(ownerOf(auth), id);
      if (!row) throw notFound();
      await revokeOrderLinks(db, id);
      const link = await orderAccessFor(db, id, deps.publicUrl, { settings, now: now() });
      if (!link) throw notFound();
      return link;
    },
  };
}

export type AfterOrderService = ReturnType<typeof createAfterOrderService>;
