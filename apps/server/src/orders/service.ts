import {
  CHECKOUT_MESSAGES,
  canCancelOrder,
  canCloseFailedOrder,
  cancelDemandRefusedMessage,
  cancelDemandSentMessage,
  canDemandCancel,
  canMoveOrder,
  DEFAULT_SHOP_FEES,
  type Order,
  type OrderCancelDemand,
  type OrderStatus,
  orderLines,
  PAYMENT_METHOD,
  type PaymentStatusResponse,
  priceOrder,
  type ShopFees,
} from '@bookshop/domain';
import type { PayUsingTokenValues } from '@bookshop/validation';
import { ownerOf } from '../addresses/service.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { createBinRulesRepository, toBinDiscountRule } from '../bins/repository.js';
import { createCartRepository } from '../cart/repository.js';
import type { Database } from '../db/client.js';
import { HttpError, NotFoundError } from '../lib/errors.js';
import { createOutboxRepository } from '../mail/repository.js';
import { createPaymentMethodsRepository } from '../payments/methods-repository.js';
import type { PaymentProvider } from '../payments/provider.js';
import { bankTransferDetails } from './bank-transfer.js';
import { recordCancelDemand } from './cancel-demands.js';
import { cardDiscountUsedOn, releaseCardDiscount } from './card-discount-claim.js';
import { cancelDemandMail, orderCancelledMail, orderStatusMail } from './order-mails.js';
import { TRANSACTION_UNSUCCESSFUL } from './place-order.js';
import { createOrdersRepository, type OrderRow } from './repository.js';
import { settlePaidOrder } from './settle-paid-order.js';
import { releaseStock } from './stock.js';

export const ORDER_NOT_FOUND = 'Order not found';
const CANCELLABLE: readonly OrderStatus[] = ['pending_payment', 'placed', 'processing'];
const WALLET_OPTIONS: readonly number[] = [PAYMENT_METHOD.JAZZCASH, PAYMENT_METHOD.EASYPAISA];

export interface OrdersServiceDeps {
  db: Database;
  provider: PaymentProvider;
  deliverMail: () => void;
  publicUrl: string;
  /** Where requests to cancel shipped orders are e-mailed (SHOP_EMAIL). */
  shopEmail?: string;
  fees?: Readonly<ShopFees>;
  now?: () => Date;
}

/** Reading, cancelling and settling orders after they are placed. */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, provider } = deps;
  const orders = createOrdersRepository(db);
  const now = deps.now ?? (() => new Date());

  async function owned(auth: RequestAuth, id: number): Promise<OrderRow> {
    const row = await orders.findOwned(ownerOf(auth), id);
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
    return row;
  }

  return {
    list(auth: RequestAuth): Promise<Order[]> {
      return orders.listOwned(ownerOf(auth));
    },

    async confirmation(auth: RequestAuth, id: number) {
      const row = await owned(auth, id);
      const order = await orders.read(row);
      const bankTransfer =
        row.paymentOption === PAYMENT_METHOD.BANK_TRANSFER && row.status === 'pending_payment'
          ? bankTransferDetails(row)
          : null;
      return { order, bankTransfer };
    },

    /**
     * Cancels an order in one of the states DESIGN.md allows, gives its stock and the card's
     * discount for the day back, and refunds a payment. A failed order is closed as cancelled
     * (nothing to give back). Another shopper's order is 404.
     */
    async cancel(auth: RequestAuth, id: number): Promise<{ order: Order; message: string }> {
      const row = await owned(auth, id);
      if (canCloseFailedOrder(row.status as OrderStatus)) {
        // The Payment failed dialog's Cancel: the stock went back when the payment failed.
        const closed = await db.transaction((tx) =>
          createOrdersRepository(tx).transition(id, ['payment_failed'], 'cancelled'),
        );
        if (!closed) throw new HttpError(409, `Order No: ${id} can no longer be cancelled.`);
        return { order: await orders.read(closed), message: `Order No: ${id} has been cancelled.` };
      }
      if (!canCancelOrder(row.status as OrderStatus)) {
        throw new HttpError(409, `Order No: ${id} can no longer be cancelled.`);
      }
      const cancelled = await db.transaction(async (tx) => {
        const repo = createOrdersRepository(tx);
        const moved = await repo.transition(id, CANCELLABLE, 'cancelled');
        if (!moved) return null;
        await releaseStock(tx, id);
        await releaseCardDiscount(tx, id);
        const order = await repo.read(moved);
        await createOutboxRepository(tx).insert(orderCancelledMail(order, deps.publicUrl));
        return { row: moved, order };
      });
      if (!cancelled) throw new HttpError(409, `Order No: ${id} can no longer be cancelled.`);
      deps.deliverMail();
      if (cancelled.row.paymentReference) {
        const state = await provider.refundPayment(`order-${id}`);
        if (state === 'refunded') {
          await db.transaction((tx) =>
            createOrdersRepository(tx).transition(id, ['cancelled'], 'cancelled', {
              refundReference: `order-${id}`,
            }),
          );
        }
      }
      return { order: cancelled.order, message: `Order No: ${id} has been cancelled.` };
    },

    /**
     * The cancel-demand dialog: a shipped order can no longer be cancelled by the shopper, so the
     * request is stored and e-mailed to the shop, once (asking again answers the first request,
     * `created` false). An order not yet shipped is cancelled directly instead; 409 says so.
     */
    async demandCancel(
      auth: RequestAuth,
      id: number,
      reason: string,
    ): Promise<{ demand: OrderCancelDemand; created: boolean; message: string }> {
      const row = await owned(auth, id);
      const status = row.status as OrderStatus;
      if (!canDemandCancel(status)) {
        throw new HttpError(
          409,
          canCancelOrder(status)
            ? cancelDemandRefusedMessage(id)
            : `Order No: ${id} can no longer be cancelled.`,
        );
      }
      const shopEmail = deps.shopEmail ?? defaultShopEmail(deps.publicUrl);
      const result = await db.transaction(async (tx) => {
        const recorded = await recordCancelDemand(tx, id, reason);
        if (recorded.created) {
          const order = await createOrdersRepository(tx).read(row);
          await createOutboxRepository(tx).insert(cancelDemandMail(order, reason, shopEmail));
        }
        return recorded;
      });
      if (result.created) deps.deliverMail();
      return { ...result, message: cancelDemandSentMessage(id) };
    },

    /**
     * Where the payment of an order stands. A wallet payment the shopper approved or declined on
     * the provider's page settles the order here.
     */
    async paymentStatus(auth: RequestAuth, id: number): Promise<PaymentStatusResponse> {
      let row = await owned(auth, id);
      if (row.status === 'pending_payment' && WALLET_OPTIONS.includes(row.paymentOption)) {
        const state = await provider.paymentState(`order-${id}`);
        if (state === 'succeeded' || state === 'declined') {
          const settled =
            state === 'succeeded'
              ? await settlePaidOrder(db, id, deps.publicUrl)
              : await db.transaction(async (tx) => {
                  const moved = await createOrdersRepository(tx).transition(
                    id,
                    ['pending_payment'],
                    'payment_failed',
                  );
                  if (moved) await releaseStock(tx, id);
                  return moved;
                });
          if (settled) row = settled;
          else row = (await orders.find(id)) ?? row;
          deps.deliverMail();
        }
      }
      const status = row.status as OrderStatus;
      const message =
        status === 'payment_failed'
          ? TRANSACTION_UNSUCCESSFUL
          : status === 'pending_payment'
            ? row.paymentOption === PAYMENT_METHOD.BANK_TRANSFER
              ? 'Waiting for your bank transfer.'
              : 'Waiting for the payment to be approved.'
            : status === 'cancelled'
              ? `Order No: ${id} was cancelled.`
              : 'Payment received. Thank you for your order.';
      return {
        success: status !== 'payment_failed' && status !== 'cancelled',
        message,
        data: { order: { id, status } },
      };
    },

    /**
     * `POST /api/payments/pay-using-token`: asks the provider whether the saved card can pay
     * this cart's total (with the card's discount if it has one left today), without moving money.
     * The charge itself happens when the order is placed.
     */
    async payUsingToken(auth: RequestAuth, values: PayUsingTokenValues) {
      const owner = ownerOf(auth);
      const method = await createPaymentMethodsRepository(db).findOwned(owner, values.token);
      if (!method) throw new HttpError(422, CHECKOUT_MESSAGES.couldNotPlaceOrder);
      const check = await provider.checkCard(values.token);
      if (check !== 'usable') throw new HttpError(402, TRANSACTION_UNSUCCESSFUL);
      const lines = await createCartRepository(db).listLines(owner, 'cart');
      const ruleRow = (await cardDiscountUsedOn(db, method.fingerprint, now()))
        ? null
        : await createBinRulesRepository(db).findForCardBin(method.bin);
      // Priced as place-order prices it (no gift card: this call does not carry one).
      const priced = priceOrder({
        lines: orderLines(lines),
        giftWrap: values.gift_wrap === 1,
        cardRule: ruleRow ? toBinDiscountRule(ruleRow) : null,
        fees: deps.fees ?? DEFAULT_SHOP_FEES,
      });
      return { token: values.token, amount: priced.total };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The shop's own inbox when SHOP_EMAIL is not set: orders@ the public host. */
export function defaultShopEmail(publicUrl: string): string {
  return `orders@${new URL(publicUrl).hostname}`;
}

/**
 * Staff moves an order on (processing, shipped, delivered, or a bank transfer received) and the
 * customer is e-mailed. Used by `cli order-status`.
 */
export async function changeOrderStatus(
  db: Database,
  id: number,
  to: OrderStatus,
  publicUrl: string,
): Promise<{ ok: true; order: Order } | { ok: false; reason: string }> {
  return db.transaction(async (tx) => {
    const repo = createOrdersRepository(tx);
    const row = await repo.find(id);
    if (!row) return { ok: false, reason: `No order with id ${id}.` };
    const from = row.status as OrderStatus;
    if (!canMoveOrder(from, to))
      return { ok: false, reason: `Order ${id} is ${from}; it cannot become ${to}.` };
    const moved = await repo.transition(id, [from], to);
    if (!moved) return { ok: false, reason: `Order ${id} changed meanwhile; try again.` };
    const order = await repo.read(moved);
    if (order.email) await createOutboxRepository(tx).insert(orderStatusMail(order, publicUrl));
    return { ok: true, order };
  });
}
