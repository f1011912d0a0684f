import {
  type Address,
  type AdminOrderDetail,
  type AdminOrderLine,
  type AdminOrderPrintResponse,
  type AdminOrderSummary,
  type AdminTimelineEntry,
  type AuditAction,
  isBackorder,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderEvent,
  type OrderStatus,
  orderDeskActions,
  orderPaymentState,
  orderStatusKind,
  type PaymentMethodCode,
  type ProductKind,
  paymentKindOf,
  paymentMethodOf,
  refundAmountProblem,
  STAFF_CANCELLABLE_STATUSES,
  type StockStatus,
  timelineMoney,
} from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderCodConfirmations, orderShipments, orders, users } from '../../db/schema/index.js';
import { HttpError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { createOutboxRepository, type Mail } from '../../mail/repository.js';
import { createOrderLifecycle, type InTransaction, paymentReferenceOf } from '../../orders/lifecycle.js';
import { recordOrderEvent } from '../../orders/order-events.js';
import { createOrdersRepository, type OrderItemRow, type OrderRow } from '../../orders/repository.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { SHOP_NAME } from '../../seo/site-pages.js';
import type { StaffAuth } from '../../staff/service.js';
import { createAuditRepository } from '../audit/repository.js';
import {
  cancelDemandDeclinedMail,
  cancelledByShopMail,
  cancelMoneyText,
  codConfirmedMail,
  orderStepMail,
  refundMail,
  shippedMail,
  transferReceivedMail,
} from './order-desk-mails.js';
import { createOrderDeskRepository, type QueueFilter } from './repository.js';

export interface OrderDeskDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  shopEmail?: string;
  /** Starts delivering what was written to the outbox. */
  deliverMail: () => void;
}

/** Who acts and from where: every action is audited with both. */
export interface StaffContext {
  staff: StaffAuth;
  address: string | null;
}

type Tx = Parameters<InTransaction>[0];

/** 409: the order is no longer where the action starts; another staff member got there first. */
export class OrderChangedError extends HttpError {
  constructor(
    readonly orderId: number,
    readonly status: string,
    message?: string,
  ) {
    super(
      409,
      message ??
        `Order No: ${orderId} has changed: it is now ${ORDER_STATUS_LABELS[status as OrderStatus] ?? status}. Reload it to see what was done.`,
    );
  }
}

function actorOf(ctx: StaffContext): `staff:${string}` {
  return `staff:${ctx.staff.staff.id}`;
}

function toLine(row: OrderItemRow): AdminOrderLine {
  return {
    Book_Id: row.bookId ?? 0,
    BOOK_TITLE: row.title,
    authorName: row.authorName,
    picname: row.picname,
    kind: row.kind as ProductKind,
    qty: row.qty,
    unit_price: row.unitPrice,
    card_discount: row.cardDiscount,
    line_total: row.lineTotal,
    backorder: isBackorder({ availabilityStatus: row.stockStatus as StockStatus }),
    list_price: row.listPrice,
    discount_percent: row.discountPercent,
    reserved_qty: row.reservedQty,
  };
}

/** The first entry of a timeline: the order as it was written (no event records its placing). */
function placedEntry(row: OrderRow, events: readonly OrderEvent[]): AdminTimelineEntry {
  return {
    kind: 'event',
    at: row.createdAt.toISOString(),
    from_status: null,
    // The status it was placed in: the first change's from-status (or what an event that is no
    // change, a phone confirmation, found it in); with no event yet, its status now.
    to_status: events[0] ? (events[0].from_status ?? events[0].to_status) : (row.status as OrderStatus),
    actor: 'shopper',
    note: 'Order placed.',
    payment: null,
    returned: { stock: 0, card_discount: false, gift_card: 0 },
  };
}

/**
 * The order desk: the queue, an order's page and every staff action on an order. Each action goes
 * through the one order lifecycle (or, for a phone confirmation and a partial refund, records its
 * event on the lifecycle's timeline under the order's row lock), e-mails the shopper and writes the
 * audit log, all in the transaction that makes the change.
 */
export function createOrderDeskService(deps: OrderDeskDeps) {
  const { db, provider, publicUrl } = deps;
  const lifecycle = createOrderLifecycle({ db, provider });
  const desk = createOrderDeskRepository(db);
  const ordersRepo = createOrdersRepository(db);

  async function findRow(id: number): Promise<OrderRow> {
    const row = await ordersRepo.find(id);
    if (!row) throw new NotFoundError('Order not found');
    return row;
  }

  async function detail(id: number): Promise<AdminOrderDetail> {
    const row = await findRow(id);
    const items = (await ordersRepo.itemsOf([id])).get(id) ?? [];
    const [events, codConfirmation, shipment, cancelDemand] = [
      await desk.events(id),
      await desk.codConfirmation(id),
      await desk.shipment(id),
      await desk.cancelDemand(id),
    ];
    const emails = await desk.emails(id, row.email);
    const money = timelineMoney(events);
    const customer = row.userId
      ? ((
          await db
            .select({ id: users.id, first: users.firstName, last: users.lastName })
            .from(users)
            .where(eq(users.id, row.userId))
        ).map((u) => ({ id: u.id, name: `${u.first} ${u.last}`.trim() }))[0] ?? null)
      : null;
    const status = row.status as OrderStatus;
    const method = paymentMethodOf(row.paymentOption);
    const timeline: AdminTimelineEntry[] = [
      placedEntry(row, events),
      ...events.map((e) => ({ kind: 'event' as const, ...e })),
      ...emails,
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      id: row.id,
      status,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      email: row.email,
      customer,
      shipping_address: row.shippingAddress as Address,
      billing_address: row.billingAddress as Address,
      special_instruction: row.specialInstruction,
      gift_wrap: row.giftWrap,
      send_invoice: row.sendInvoice,
      subscribe_newsletter: row.subscribeNewsletter,
      lines: items.map(toLine),
      totals: {
        subtotal: row.subtotal,
        shipping: row.shipping,
        giftWrap: row.giftWrapFee,
        cardDiscount: row.cardDiscount,
        ...(row.giftCard > 0 ? { giftCard: row.giftCard } : {}),
        total: row.total,
      },
      payment: {
        method: row.paymentOption as PaymentMethodCode,
        method_label: method?.label ?? String(row.paymentOption),
        kind: method?.kind ?? 'card',
        state: orderPaymentState({
          status,
          paymentOption: row.paymentOption,
          paymentOutcome: row.paymentOutcome,
        }),
        outcome: row.paymentOutcome,
        provider_reference: row.paymentReference,
        card:
          row.cardNetwork && row.cardLastFour
            ? { network: row.cardNetwork, last_four: row.cardLastFour }
            : null,
        captured: money.captured,
        voided: money.voided,
        refunded: money.refunded,
        refund_due: money.refundDue,
        refundable: money.refundable,
        refunds: money.refunds.map((r) => ({
          amount: r.amount,
          reason: r.note,
          at: r.at,
          actor: r.actor,
          reference: r.reference,
        })),
      },
      cod_confirmation: codConfirmation,
      shipment,
      cancel_demand: cancelDemand,
      timeline,
      actions: orderDeskActions({
        status,
        paymentOption: row.paymentOption,
        codConfirmed: codConfirmation !== null,
        captured: money.captured,
        refunded: money.refunded,
        refundDue: money.refundDue,
      }),
    };
  }

  /** The shopper's view of an order, inside a transaction, for the e-mail an action sends. */
  async function mailOf(
    tx: Tx,
    row: OrderRow,
    build: (order: Order, language: Language) => Mail,
  ): Promise<void> {
    if (!row.email) return;
    const order = await createOrdersRepository(tx).read(row);
    // In the language the order was placed in (the desk itself stays English).
    await createOutboxRepository(tx).insert(build(order, row.language));
  }

  function audit(
    tx: Tx,
    ctx: StaffContext,
    action: AuditAction,
    orderId: number,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    return createAuditRepository(tx).append({
      actor: { staffId: ctx.staff.staff.id },
      action,
      target: { type: 'order', id: orderId },
      before,
      after,
      address: ctx.address,
    });
  }

  /** After an action: the shopper's e-mail on its way, the order as it is now. */
  async function done(id: number): Promise<AdminOrderDetail> {
    deps.deliverMail();
    return detail(id);
  }

  /** A move of the lifecycle that found the order elsewhere: the 409 saying where it is now. */
  async function changed(id: number): Promise<never> {
    const now = await findRow(id);
    throw new OrderChangedError(id, now.status);
  }

  /**
   * Cancels an order with a reason through the lifecycle (stock, card discount and gift card back
   * once; a pending payment voided, a captured one refunded), e-mailing the shopper; `extra` runs in
   * the same transaction (a cancel demand's answer).
   */
  async function cancelOrder(
    id: number,
    ctx: StaffContext,
    reason: string,
    extra?: (tx: Tx) => Promise<void>,
  ): Promise<AdminOrderDetail> {
    const before = await findRow(id);
    if (!STAFF_CANCELLABLE_STATUSES.includes(before.status as OrderStatus)) await changed(id);
    const result = await lifecycle.cancel(id, {
      actor: actorOf(ctx),
      from: STAFF_CANCELLABLE_STATUSES,
      note: reason,
      whenProviderAway: 'refuse',
      inTransaction: async (tx, moved) => {
        await mailOf(tx, moved, (order, language) =>
          cancelledByShopMail(order, reason, cancelMoneyText(order, language), publicUrl, language),
        );
        await audit(
          tx,
          ctx,
          'order.cancelled',
          id,
          { status: before.status },
          { status: moved.status, reason, payment_outcome: moved.paymentOutcome },
        );
        if (extra) await extra(tx);
      },
    });
    if (!result.ok) await changed(id);
    return done(id);
  }

  return {
    detail,
    cancelOrder,

    async queue(
      filter: QueueFilter,
      page: number,
      perPage: number,
    ): Promise<{ orders: AdminOrderSummary[]; total: number; counts: Record<OrderStatus, number> }> {
      return desk.queue(filter, { limit: perPage, offset: (page - 1) * perPage });
    },

    /** A cash-on-delivery order confirmed with the shopper by phone: who and when, once. */
    async confirmCod(id: number, ctx: StaffContext, note: string): Promise<AdminOrderDetail> {
      const row = await findRow(id);
      if (paymentKindOf(row.paymentOption) !== 'on_delivery')
        throw new HttpError(
          422,
          `Order No: ${id} is not paid on delivery; there is nothing to confirm by phone.`,
        );
      const confirmed = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (locked?.status !== 'placed') return 'moved' as const;
        const [inserted] = await tx
          .insert(orderCodConfirmations)
          .values({ orderId: id, staffId: ctx.staff.staff.id, note: note || null })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return 'already' as const;
        await recordOrderEvent(tx, {
          orderId: id,
          from: null,
          to: 'placed',
          actor: actorOf(ctx),
          note: note ? `Confirmed by phone: ${note}` : 'Confirmed by phone with the shopper.',
        });
        await audit(
          tx,
          ctx,
          'order.cod_confirmed',
          id,
          { cod_confirmed: false },
          { cod_confirmed: true, note: note || null },
        );
        await mailOf(tx, locked, (order, language) => codConfirmedMail(order, publicUrl, language));
        return 'done' as const;
      });
      if (confirmed === 'moved') await changed(id);
      if (confirmed === 'already') {
        const by = await desk.codConfirmation(id);
        throw new OrderChangedError(
          id,
          row.status,
          `Order No: ${id} was already confirmed by phone${by ? ` by ${by.by.email}` : ''}.`,
        );
      }
      return done(id);
    },

    /** A bank transfer arrived: the order is placed (pending payment -> placed), the money captured. */
    async transferReceived(id: number, ctx: StaffContext, reference: string): Promise<AdminOrderDetail> {
      const row = await findRow(id);
      if (paymentKindOf(row.paymentOption) !== 'transfer')
        throw new HttpError(422, `Order No: ${id} is not paid by bank transfer.`);
      const moved = await db.transaction((tx) =>
        lifecycle.recordPaid(tx, row, {
          actor: actorOf(ctx),
          note: reference ? `Bank transfer received (reference ${reference}).` : 'Bank transfer received.',
          paymentReference: reference || undefined,
          inTransaction: async (inner, placed) => {
            await audit(
              inner,
              ctx,
              'order.transfer_received',
              id,
              { status: row.status },
              { status: placed.status, captured: placed.total, reference: reference || null },
            );
            await mailOf(inner, placed, (order, language) =>
              transferReceivedMail(order, publicUrl, language),
            );
          },
        }),
      );
      if (!moved) await changed(id);
      return done(id);
    },

    /** Placed -> processing (a cash-on-delivery order only once confirmed by phone), or shipped -> delivered. */
    async step(
      id: number,
      to: 'processing' | 'delivered',
      ctx: StaffContext,
      note: string,
    ): Promise<AdminOrderDetail> {
      const row = await findRow(id);
      const from: OrderStatus = to === 'processing' ? 'placed' : 'shipped';
      if (row.status !== from) await changed(id);
      if (
        to === 'processing' &&
        paymentKindOf(row.paymentOption) === 'on_delivery' &&
        !(await desk.codConfirmation(id))
      ) {
        throw new HttpError(422, `Confirm order No: ${id} with the shopper by phone before processing it.`);
      }
      const moved = await lifecycle.advance(
        id,
        { from, to, actor: actorOf(ctx), note: note || null },
        async (tx, after) => {
          await audit(
            tx,
            ctx,
            to === 'processing' ? 'order.processing' : 'order.delivered',
            id,
            { status: from },
            { status: after.status },
          );
          await mailOf(tx, after, (order, language) => orderStepMail(order, to, publicUrl, language));
        },
      );
      if (!moved) await changed(id);
      return done(id);
    },

    /**
     * Processing -> shipped with the courier and tracking number, recorded with the move. Of two
     * staff shipping at once, the second finds the order shipped and is told (409).
     */
    async ship(
      id: number,
      ctx: StaffContext,
      shipment: { courier: string; tracking_number: string },
    ): Promise<AdminOrderDetail> {
      await findRow(id);
      const moved = await lifecycle.advance(
        id,
        {
          from: 'processing',
          to: 'shipped',
          actor: actorOf(ctx),
          note: `${shipment.courier}, tracking number ${shipment.tracking_number}`,
        },
        async (tx, after) => {
          await tx.insert(orderShipments).values({
            orderId: id,
            courier: shipment.courier,
            trackingNumber: shipment.tracking_number,
            staffId: ctx.staff.staff.id,
          });
          await audit(
            tx,
            ctx,
            'order.shipped',
            id,
            { status: 'processing' },
            { status: after.status, ...shipment },
          );
          await mailOf(tx, after, (order, language) => shippedMail(order, shipment, publicUrl, language));
        },
      );
      if (!moved) await changed(id);
      return done(id);
    },

    /** Cancels with a reason (see {@link cancelOrder}). */
    cancel(id: number, ctx: StaffContext, reason: string): Promise<AdminOrderDetail> {
      return cancelOrder(id, ctx, reason);
    },

    /**
     * Gives back part of what the order's payment took (never more than captured less refunded or
     * owed). A card or wallet payment is refunded with the provider: owed first (so a second refund
     * cannot promise the same money), refunded once the provider did it. Cash and transfers are
     * given back by the shop itself and recorded as refunded at once.
     */
    async refund(id: number, ctx: StaffContext, amount: number, reason: string): Promise<AdminOrderDetail> {
      const row = await findRow(id);
      const online = ['card', 'wallet'].includes(paymentKindOf(row.paymentOption) ?? '');
      const refundReference = `${paymentReferenceOf(id)}-refund-${Date.now().toString(36)}-${ctx.staff.staff.id}`;
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!locked) throw new NotFoundError('Order not found');
        if (orderStatusKind(locked.status as OrderStatus) === 'ended')
          throw new OrderChangedError(
            id,
            locked.status,
            `Order No: ${id} has ended; refund nothing more from it.`,
          );
        const money = timelineMoney(await createOrderDeskRepository(tx).events(id));
        const problem = refundAmountProblem(amount, money);
        if (problem) throw new ValidationError({ amount: [problem] });
        await recordOrderEvent(tx, {
          orderId: id,
          from: null,
          to: locked.status as OrderStatus,
          actor: actorOf(ctx),
          note: reason,
          payment: {
            action: online ? 'refund_due' : 'refunded',
            amount,
            reference: online ? refundReference : null,
          },
        });
        await audit(
          tx,
          ctx,
          'order.refunded',
          id,
          { refunded: money.refunded },
          { refunded: money.refunded + amount, amount, reason },
        );
        if (!online)
          await mailOf(tx, locked, (order, language) =>
            refundMail(order, amount, reason, publicUrl, language),
          );
      });
      if (online) {
        let given: { refundId: string } | null = null;
        try {
          given = await provider.refundPartOfPayment({
            reference: paymentReferenceOf(id),
            amount,
            refundReference,
          });
        } catch {
          given = null;
        }
        if (!given) {
          throw new HttpError(
            502,
            `The payment provider did not refund ${amount} rupees of order No: ${id}; it is recorded as owed to the shopper.`,
          );
        }
        await db.transaction(async (tx) => {
          const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
          if (!locked) return;
          await recordOrderEvent(tx, {
            orderId: id,
            from: null,
            to: locked.status as OrderStatus,
            actor: actorOf(ctx),
            note: reason,
            payment: { action: 'refunded', amount, reference: refundReference },
          });
          await mailOf(tx, locked, (order, language) =>
            refundMail(order, amount, reason, publicUrl, language),
          );
        });
      }
      return done(id);
    },

    /** What the printable invoice and packing slip show. */
    async print(id: number): Promise<AdminOrderPrintResponse['data']> {
      const order = await detail(id);
      const lines = order.lines.map(
        ({ list_price: _l, discount_percent: _d, reserved_qty: _r, ...line }) => line,
      );
      return {
        shop: {
          name: SHOP_NAME,
          email: deps.shopEmail ?? `orders@${new URL(publicUrl).hostname}`,
          website: publicUrl,
          phone: null,
        },
        invoice: {
          order_id: order.id,
          created_at: order.created_at,
          email: order.email,
          billing_address: order.billing_address,
          shipping_address: order.shipping_address,
          payment_method_label: order.payment.method_label,
          payment_state: order.payment.state,
          lines,
          totals: order.totals,
          refunded: order.payment.refunded,
        },
        packing_slip: {
          order_id: order.id,
          created_at: order.created_at,
          shipping_address: order.shipping_address,
          gift_wrap: order.gift_wrap,
          special_instruction: order.special_instruction,
          shipment: order.shipment,
          lines: order.lines.map((l) => ({
            title: l.BOOK_TITLE,
            author_name: l.authorName,
            qty: l.qty,
            backorder: l.backorder,
          })),
        },
      };
    },

    /** A declined cancel demand's reply, e-mailed to the shopper in the caller's transaction. */
    async mailDeclined(tx: Tx, row: OrderRow, reply: string): Promise<void> {
      await mailOf(tx, row, (order, language) => cancelDemandDeclinedMail(order, reply, publicUrl, language));
    },

    deliverMail: deps.deliverMail,
  };
}

export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
