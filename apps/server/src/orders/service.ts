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
  orderStatusKind,
  PAYMENT_METHOD,
  type PaymentStatusResponse,
  paymentKindOf,
  paymentStateOf,
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
import { shopMetrics } from '../metrics/shop-metrics.js';
import { createPaymentMethodsRepository } from '../payments/methods-repository.js';
import type { PaymentProvider } from '../payments/provider.js';
import { bankTransferDetails } from './bank-transfer.js';
import { recordCancelDemand } from './cancel-demands.js';
import { cardDiscountUsedOn } from './card-discount-claim.js';
import { createOrderLifecycle, type InTransaction, paymentReferenceOf } from './lifecycle.js';
import { cancelDemandMail, orderCancelledMail, orderStatusMail } from './order-mails.js';
import { TRANSACTION_UNSUCCESSFUL } from './place-order.js';
import { createOrdersRepository, type OrderRow } from './repository.js';
import { settlePaidOrder } from './settle-paid-order.js';

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
  const lifecycle = createOrderLifecycle({ db, provider });
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
     * Cancels an order in one of the states DESIGN.md allows, through the order lifecycle: a
     * pending payment is voided (approving it later takes nothing), stock, the card's discount
     * for the day and the gift card go back once, a captured payment is refunded. A failed order
     * is closed as cancelled (it gave everything back when it failed). Another shopper's order
     * is 404.
     */
    async cancel(auth: RequestAuth, id: number): Promise<{ order: Order; message: string }> {
      const row = await owned(auth, id);
      const refused = () => new HttpError(409, `Order No: ${id} can no longer be cancelled.`);
      if (canCloseFailedOrder(row.status as OrderStatus)) {
        if (!(await lifecycle.closeFailed(id, 'shopper'))) throw refused();
      } else {
        if (!canCancelOrder(row.status as OrderStatus)) throw refused();
        const result = await lifecycle.cancel(id, {
          actor: 'shopper',
          from: CANCELLABLE,
          whenProviderAway: 'refuse',
          inTransaction: async (tx, moved) => {
            const order = await createOrdersRepository(tx).read(moved);
            await createOutboxRepository(tx).insert(
              orderCancelledMail(order, deps.publicUrl, moved.language),
            );
          },
        });
        if (!result.ok) throw refused();
        deps.deliverMail();
      }
      const now = await orders.find(id);
      if (!now) throw new NotFoundError(ORDER_NOT_FOUND);
      return { order: await orders.read(now), message: `Order No: ${id} has been cancelled.` };
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
      if (WALLET_OPTIONS.includes(row.paymentOption)) {
        if (row.status === 'pending_payment') {
          const state = await provider.paymentState(paymentReferenceOf(id));
          if (state === 'succeeded') {
            await settlePaidOrder({ db, provider, publicUrl: deps.publicUrl }, id);
            deps.deliverMail();
          } else if (state === 'declined') {
            const failed = await db.transaction((tx) =>
              lifecycle.recordPaymentFailed(tx, row, { note: 'Wallet payment declined.' }),
            );
            if (failed) shopMetrics.paymentFailed(row.paymentOption);
          }
        } else if (orderStatusKind(row.status as OrderStatus) === 'ended') {
          // Approved on the provider's page after the order ended (before payments were voided
          // on cancel, or while the provider was away): the money goes back.
          await lifecycle.refundLatePayment(id);
        }
        row = (await orders.find(id)) ?? row;
      }
      const status = row.status as OrderStatus;
      const state = paymentStateOf({
        status,
        paymentOption: row.paymentOption,
        paymentOutcome: row.paymentOutcome,
      });
      const message =
        status === 'cancelled'
          ? `Order No: ${id} was cancelled.${state.code === 'refunded' ? ` ${state.message}` : ''}`
          : state.message;
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

/** Who changes an order's status from the shop's side, and why. */
export interface StaffChange {
  /** `staff:<id>`; the CLI is `staff:cli`. */
  actor: `staff:${string}`;
  /** Required to cancel: the reason goes on the order's timeline. */
  note?: string | null;
}

/** Statuses staff may cancel from: a shipped order too (the courier brings the parcel back). */
const STAFF_CANCELLABLE: readonly OrderStatus[] = ['pending_payment', 'placed', 'processing', 'shipped'];

/**
 * Staff move an order on (processing, shipped, delivered, or a bank transfer received) or cancel
 * it with a reason, through the order lifecycle, and the customer is e-mailed. A cancel gives
 * back stock, card discount and gift card once and voids or refunds the payment. Used by
 * `cli order-status` and the order desk.
 */
export async function changeOrderStatus(
  deps: { db: Database; provider: PaymentProvider; publicUrl: string },
  id: number,
  to: OrderStatus,
  change: StaffChange,
): Promise<{ ok: true; order: Order } | { ok: false; reason: string }> {
  const { db, publicUrl } = deps;
  const lifecycle = createOrderLifecycle(deps);
  const row = await createOrdersRepository(db).find(id);
  if (!row) return { ok: false, reason: `No order with id ${id}.` };
  const from = row.status as OrderStatus;
  const mail =
    (build: typeof orderStatusMail) =>
    async (tx: Parameters<InTransaction>[0], moved: OrderRow): Promise<void> => {
      const order = await createOrdersRepository(tx).read(moved);
      if (order.email) await createOutboxRepository(tx).insert(build(order, publicUrl, moved.language));
    };
  let moved: boolean;
  if (to === 'cancelled') {
    if (!STAFF_CANCELLABLE.includes(from))
      return { ok: false, reason: `Order ${id} is ${from}; it cannot become ${to}.` };
    if (!change.note?.trim()) return { ok: false, reason: 'Give a reason to cancel an order.' };
    const result = await lifecycle.cancel(id, {
      actor: change.actor,
      from: STAFF_CANCELLABLE,
      note: change.note.trim(),
      whenProviderAway: 'refuse',
      inTransaction: mail(orderCancelledMail),
    });
    moved = result.ok;
  } else {
    if (!canMoveOrder(from, to))
      return { ok: false, reason: `Order ${id} is ${from}; it cannot become ${to}.` };
    if (from === 'pending_payment' && paymentKindOf(row.paymentOption) !== 'transfer')
      return {
        ok: false,
        reason: `Order ${id} waits for a card or wallet payment; only a bank transfer is marked received.`,
      };
    moved =
      from === 'pending_payment'
        ? // A bank transfer received: the money is in.
          (await db.transaction((tx) =>
            lifecycle.recordPaid(tx, row, {
              actor: change.actor,
              note: change.note ?? 'Bank transfer received.',
              inTransaction: mail(orderStatusMail),
            }),
          )) !== null
        : (await lifecycle.advance(
            id,
            { from, to, actor: change.actor, note: change.note ?? null },
            mail(orderStatusMail),
          )) !== null;
  }
  if (!moved) return { ok: false, reason: `Order ${id} changed meanwhile; try again.` };
  const now = await createOrdersRepository(db).find(id);
  if (!now) return { ok: false, reason: `No order with id ${id}.` };
  return { ok: true, order: await createOrdersRepository(db).read(now) };
}
