import { randomUUID } from 'node:crypto';
import {
  type CartChangedResponse,
  CHECKOUT_MESSAGES,
  cartChangedMessage,
  changedCartLines,
  DEFAULT_DELIVERY_AREAS,
  DEFAULT_SHOP_FEES,
  type DeliveryAreas,
  deliveryAreaProblem,
  orderLines,
  PAYMENT_METHOD,
  type PaymentDeclinedResponse,
  type PlaceOrderResponse,
  priceOrder,
  type ShopFees,
  SITE_PATHS,
  takesStock,
  withdrawnBooksMessage,
} from '@bookshop/domain';
import { type Language, pathInLanguage } from '@bookshop/i18n';
import { type PlaceOrderValues, placeOrderSchema } from '@bookshop/validation';
import type { Executor } from '../accounts/repository.js';
import { validateBody } from '../accounts/validate-body.js';
import type { AddressOwner } from '../addresses/repository.js';
import { ownerOf } from '../addresses/service.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { toBinDiscountRule } from '../bins/repository.js';
import { createCartRepository } from '../cart/repository.js';
import type { Database } from '../db/client.js';
import { attachGiftCardToOrder, redeemGiftCard } from '../gift-cards/redeem-gift-card.js';
import { HttpError, ValidationError } from '../lib/errors.js';
import { createOutboxRepository } from '../mail/repository.js';
import { shopMetrics } from '../metrics/shop-metrics.js';
import { createPaymentMethodsRepository } from '../payments/methods-repository.js';
import type { PaymentProvider } from '../payments/provider.js';
import { attachCardDiscount, claimCardDiscount, dropCardDiscountClaim } from './card-discount-claim.js';
import { refuseHeldBy, refuseWhileCartHeld } from './cart-held.js';
import { chargeOrderCard } from './charge-order-card.js';
import { readCheckout } from './checkout-read.js';
import {
  type IdempotencyStore,
  type KeyClaim,
  keyTakenOver,
  requestHash,
  type StoredAnswer,
} from './idempotency.js';
import { createOrderLifecycle } from './lifecycle.js';
import { orderConfirmationMail } from './order-mails.js';
import { createOrdersRepository, type OrderRow, orderRowOf } from './repository.js';

/** The payment failed dialog's wording (spec section 8). */
export const TRANSACTION_UNSUCCESSFUL = 'The transaction was unsuccessful.';
export const CART_EMPTY = 'Your cart is empty';

/** Refused by the general check at placing: 409 with the changed books named. */
export class CartChangedError extends HttpError {
  constructor(readonly body: CartChangedResponse) {
    super(409, body.error);
  }
}

/**
 * Placing's read found its Idempotency-Key already kept (or could not tell, the cart being empty):
 * the transaction is let go and the key's record decides (a replay, a takeover, a refusal).
 */
class KeyAlreadyKept extends Error {}

export interface PlaceOrderDeps {
  db: Database;
  provider: PaymentProvider;
  idempotency: IdempotencyStore;
  /** Starts delivering what was written to the outbox, after the transaction commits. */
  deliverMail: () => void;
  publicUrl: string;
  fees?: Readonly<ShopFees>;
  /** The cities each kind of item is delivered to (STATIONERY_CITIES); the spec's Lahore-only stationery when left out. */
  deliveryAreas?: DeliveryAreas;
  now?: () => Date;
}

interface KeyRef {
  owner: string;
  key: string;
  attempt: string;
  /** The request sent no shown lines: its answer says the cart was priced as it stood. */
  pricedAsIs: boolean;
}

/** The key's record as this request holds it: claimed under `attempt`. */
function keyRefOf(claim: KeyClaim, attempt: string, values: PlaceOrderValues): KeyRef {
  return { owner: claim.key_owner, key: claim.key, attempt, pricedAsIs: values.shown_lines === undefined };
}

export function ownerKeyOf(auth: RequestAuth): string {
  return auth.kind === 'user' ? `user:${auth.user.id}` : `guest:${auth.tokenId}`;
}

const WALLETS = { [PAYMENT_METHOD.JAZZCASH]: 'jazzcash', [PAYMENT_METHOD.EASYPAISA]: 'easypaisa' } as const;

function success(orderId: number, redirectUrl: string | null, ref: KeyRef): StoredAnswer {
  return {
    status: 200,
    body: {
      success: true,
      data: { order: { id: orderId }, redirectUrl, priced_as_is: ref.pricedAsIs },
    } satisfies PlaceOrderResponse,
  };
}

function declined(orderId: number, ref: KeyRef): StoredAnswer {
  return {
    status: 402,
    body: {
      success: false,
      error: TRANSACTION_UNSUCCESSFUL,
      data: { order: { id: orderId }, priced_as_is: ref.pricedAsIs },
    } satisfies PaymentDeclinedResponse,
  };
}

/** Removes the ordered books from the shopper's cart once the order stands. */
export async function clearOrderedLines(tx: Executor, owner: AddressOwner, bookIds: readonly number[]) {
  const cart = createCartRepository(tx);
  const ids: number[] = [];
  for (const bookId of bookIds) {
    const line = await cart.findLineOfBook(owner, bookId, 'cart');
    if (line) ids.push(line.id);
  }
  if (ids.length > 0) await cart.deleteLines(owner, ids);
}

/** Whose cart an order came from; null once its account is deleted. */
export function ownerOfOrder(row: OrderRow): AddressOwner | null {
  if (row.userId != null) return { userId: row.userId };
  if (row.guestTokenId != null) return { guestTokenId: row.guestTokenId };
  return null;
}

/**
 * `POST /api/cart/place-order`. The server is the authority: it reads the cart, prices it with
 * the domain's rules, applies the card's discount at most once per card per day, and reserves
 * stock, all in one transaction. Payment providers are called only between transactions, never
 * while a row is locked. Every outcome that involves an order is remembered under the
 * Idempotency-Key, so a retry gets the same answer and never a second order.
 */
export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, provider, idempotency } = deps;
  const lifecycle = createOrderLifecycle({ db, provider });
  const fees = deps.fees ?? DEFAULT_SHOP_FEES;
  const now = deps.now ?? (() => new Date());

  /**
   * The first transaction: checks, prices, reserves and writes the order. Given `keyClaim`, its read
   * claims the key first (and throws {@link KeyAlreadyKept} when it could not); without, the key
   * was claimed before.
   */
  async function writeOrder(
    auth: RequestAuth,
    values: PlaceOrderValues,
    ref: KeyRef,
    language: Language,
    keyClaim?: KeyClaim,
  ) {
    const owner = ownerOf(auth);
    return db.transaction(async (tx) => {
      const cart = createCartRepository(tx);
      await cart.lockCart(owner);
      // Lines, withdrawn titles, dispatch dates, the order holding the cart and the link key: one read.
      const read = await readCheckout(
        tx,
        owner,
        { shipping: values.address_id, billing: values.billing_address_id },
        keyClaim,
      );
      // Before any refusal: a retry of a placed order is answered as it was, whatever the cart now.
      if (keyClaim && !read.keyClaimed) throw new KeyAlreadyKept();
      const { lines, withdrawnTitles, dispatchDates } = read;
      refuseHeldBy(read.heldByOrderId);
      if (lines.length === 0) {
        // An empty cart has no row to say whether an order holds it: asked on its own.
        await refuseWhileCartHeld(tx, owner);
        throw new HttpError(422, CART_EMPTY);
      }
      // A cart with lines was read with the new order's id and time.
      const newOrder = read.newOrder;
      if (!newOrder) throw new Error('the checkout read of a cart with lines gave no order id');
      if (withdrawnTitles.length > 0) throw new HttpError(409, withdrawnBooksMessage(withdrawnTitles));
      // No shown lines (a client that shows no cart): priced as it stands, and the answer says so.
      const changed = values.shown_lines ? changedCartLines(lines, values.shown_lines) : [];
      if (changed.length > 0) {
        const error = cartChangedMessage(changed.map((line) => line.BOOK_TITLE));
        throw new CartChangedError({
          error,
          changedBooks: changed.map((line) => ({ Book_Id: line.Book_Id, BOOK_TITLE: line.BOOK_TITLE })),
        });
      }

      const { shipping, billing } = read;
      if (!shipping) throw new ValidationError({ address_id: [CHECKOUT_MESSAGES.shippingAddressRequired] });
      const outsideArea = deliveryAreaProblem(lines, shipping, deps.deliveryAreas ?? DEFAULT_DELIVERY_AREAS);
      if (outsideArea) throw new ValidationError({ address_id: [outsideArea] });
      if (!billing)
        throw new ValidationError({ billing_address_id: [CHECKOUT_MESSAGES.billingAddressRequired] });

      const method = values.payment_option;
      let card: Awaited<ReturnType<ReturnType<typeof createPaymentMethodsRepository>['findOwned']>> = null;
      let claim: Awaited<ReturnType<typeof claimCardDiscount>> = null;
      if (method === PAYMENT_METHOD.CARD) {
        card = await createPaymentMethodsRepository(tx).findOwned(owner, values.card_token ?? '');
        if (!card) throw new ValidationError({ card_token: [CHECKOUT_MESSAGES.selectPaymentMethod] });
        claim = await claimCardDiscount(tx, card, now());
      }

      const rule = claim ? toBinDiscountRule(claim.rule) : null;
      const giftWrap = values.gift_wrap === 1;
      // An e-gift card is taken here, in this transaction: one order of many racing for a code wins.
      const giftCard = values.gift_card_code ? await redeemGiftCard(tx, values.gift_card_code) : null;
      // Priced as the panel prices it (the same lines in the same order, the same function), so
      // what the shopper was shown is what is recorded and charged.
      const ordered = orderLines(lines);
      const priced = priceOrder({
        lines: ordered,
        giftWrap,
        cardRule: rule,
        giftCardValue: giftCard?.amount ?? 0,
        fees,
      });
      if (claim && priced.cardDiscount === 0) {
        // Nothing in this cart takes the card's discount: keep the day's use for an order that does.
        await dropCardDiscountClaim(tx, claim.useId);
        claim = null;
      }
      // Nothing left to collect: the gift card paid the order, whatever method was chosen.
      const paidByGiftCard = giftCard !== null && priced.total === 0;
      if (method === PAYMENT_METHOD.GIFT_CARD && !paidByGiftCard)
        throw new ValidationError({ payment_option: [CHECKOUT_MESSAGES.paymentMethodRequired] });
      const recordedMethod = paidByGiftCard ? PAYMENT_METHOD.GIFT_CARD : method;

      // Taken by the order's INSERT, every line at once (it locks the books in id order, so
      // orders never deadlock); a book short of copies refuses the order there.
      const stock = ordered
        .filter(takesStock)
        .map((line) => ({ bookId: line.Book_Id, title: line.BOOK_TITLE, qty: line.cart_qty }));

      const settlesLater =
        !paidByGiftCard && (recordedMethod === PAYMENT_METHOD.CARD || recordedMethod in WALLETS);
      const orders = createOrdersRepository(tx);
      // Paid at once (cash, bank transfer, gift card): the order takes the cart's lines now, in
      // the statement that writes its lines; a card or wallet order keeps them until it is paid.
      const items = priced.lines.map(({ line, qty, unitPrice, cardDiscount, lineTotal }) => ({
        bookId: line.Book_Id,
        title: line.BOOK_TITLE,
        authorName: line.authorName,
        picname: line.picname,
        kind: line.kind,
        // Out of stock here is a backorder: it takes no stock and ships when back in stock.
        stockStatus: line.availabilityStatus,
        qty,
        listPrice: line.PAK_PRICE ?? 0,
        discountPercent: line.Discount,
        unitPrice,
        cardDiscount,
        lineTotal,
        reservedQty: takesStock(line) ? qty : 0,
      }));
      /** The confirmation of an order paid now, written with its lines; a card or wallet order's waits. */
      const confirmation = async (order: OrderRow) => {
        // The order as written (nothing read back), its link signed at the version written.
        const mail = orderConfirmationMail(
          orders.readWritten(order, items, dispatchDates),
          deps.publicUrl,
          order.language,
        );
        return createOutboxRepository(tx).insertQuery(
          mail.orderLink
            ? {
                ...mail,
                orderLink: {
                  ...mail.orderLink,
                  linkVersion: order.linkVersion,
                  ...(read.orderLinkKey ? { linkKey: read.orderLinkKey } : {}),
                },
              }
            : mail,
        );
      };
      const written = await orders.insertTakingLines({
        order: orderRowOf(
          {
            ...('userId' in owner ? { userId: owner.userId } : { guestTokenId: owner.guestTokenId }),
            // A logged-in user's e-mail is fixed at checkout (spec section 6): the account's, whatever was sent.
            email: auth.kind === 'user' ? auth.user.email : values.email.toLowerCase(),
            // The language of the page it was placed from: the order's e-mails are written in it.
            // Bound in this INSERT, so placing takes no extra statement; the account's own language
            // is left as it is (the profile sets it), since this order carries its own.
            language,
            subscribeNewsletter: values.subscribeToNewsLetter === true,
            status:
              recordedMethod === PAYMENT_METHOD.CASH || recordedMethod === PAYMENT_METHOD.GIFT_CARD
                ? 'placed'
                : 'pending_payment',
            paymentOption: recordedMethod,
            // A card the gift card made unnecessary is not recorded: it is never charged.
            cardToken: paidByGiftCard ? null : (card?.token ?? null),
            cardNetwork: paidByGiftCard ? null : (card?.cardNetwork ?? null),
            cardLastFour: paidByGiftCard ? null : (card?.lastFour ?? null),
            shippingAddress: shipping,
            billingAddress: billing,
            giftWrap,
            sendInvoice: values.invoice_not_submit === 0,
            specialInstruction: values.special_instruction ?? '',
            subtotal: priced.subtotal,
            shipping: priced.shipping,
            giftWrapFee: priced.giftWrap,
            cardDiscount: priced.cardDiscount,
            giftCard: priced.giftCard,
            total: priced.total,
            binRuleId: claim ? claim.rule.id : null,
          },
          newOrder.id,
          newOrder.at,
        ),
        items,
        stock,
        cartLines: settlesLater ? null : { owner, ids: lines.map((line) => line.cart_item_id) },
        // The key is bound to the order (and, paid now, to its answer) in the same statement.
        alongside: (orderId) =>
          idempotency.bindQuery(tx, ref, orderId, settlesLater ? undefined : success(orderId, null, ref)),
        ...(settlesLater ? {} : { alsoWrite: confirmation }),
      });
      if (written.alongsideRows === 0) throw keyTakenOver();
      const order = written.row;
      if (claim) await attachCardDiscount(tx, claim.useId, order.id);
      if (giftCard) await attachGiftCardToOrder(tx, giftCard.id, order.id);

      if (settlesLater) return { order, answer: null };
      return { order, answer: success(order.id, null, ref) };
    });
  }

  /** Charges the card of a written order and records the outcome with the key. */
  async function settleCard(order: OrderRow, ref: KeyRef): Promise<StoredAnswer> {
    // The one card path (charge-order-card.ts, which pay now uses too): the outcome is recorded
    // through the order lifecycle, in the transaction that binds the key; a charge landing after
    // the order was cancelled is refunded once that commits.
    let answer: StoredAnswer | null = null;
    await chargeOrderCard({ db, provider, publicUrl: deps.publicUrl }, order, async (tx, result) => {
      answer = result === 'paid' ? success(order.id, null, ref) : declined(order.id, ref);
      await idempotency.bind(tx, ref, order.id, answer);
    });
    if (!answer) throw new Error('the card charge recorded no answer');
    return answer;
  }

  /** Opens the wallet payment of a written order; the shopper approves it on the provider's page. */
  async function startWallet(order: OrderRow, ref: KeyRef): Promise<StoredAnswer> {
    const wallet = WALLETS[order.paymentOption as keyof typeof WALLETS];
    let started: { paymentId: string; approvalUrl: string };
    try {
      started = await provider.startWalletPayment({
        wallet,
        amount: order.total,
        reference: `order-${order.id}`,
        // Back to the confirmation in the language the order was placed in.
        returnUrl: pathInLanguage(order.language, SITE_PATHS.orderConfirmation.href(order.id)),
      });
    } catch {
      throw new HttpError(503, CHECKOUT_MESSAGES.couldNotPlaceOrder);
    }
    return db.transaction(async (tx) => {
      await createOrdersRepository(tx).setPaymentReference(order.id, started.paymentId);
      const answer = success(order.id, started.approvalUrl, ref);
      await idempotency.bind(tx, ref, order.id, answer);
      return answer;
    });
  }

  /** Finishes an order whose first transaction committed (now, or before a crash). */
  async function finish(order: OrderRow, ref: KeyRef): Promise<StoredAnswer> {
    if (order.status === 'pending_payment' && order.paymentOption === PAYMENT_METHOD.CARD) {
      return settleCard(order, ref);
    }
    if (order.status === 'pending_payment' && order.paymentOption in WALLETS && !order.paymentReference) {
      return startWallet(order, ref);
    }
    // A card charged after its order was cancelled, the process stopping before it was recorded:
    // the retry finds the money and gives it back.
    if (order.status === 'cancelled' && order.paymentOption === PAYMENT_METHOD.CARD)
      await lifecycle.refundLatePayment(order.id);
    const answer =
      order.status === 'payment_failed'
        ? declined(order.id, ref)
        : order.status === 'cancelled'
          ? { status: 409, body: { error: `Order No: ${order.id} was cancelled.` } }
          : success(order.id, null, ref);
    await db.transaction((tx) => idempotency.bind(tx, ref, order.id, answer));
    return answer;
  }

  type Written = Awaited<ReturnType<typeof writeOrder>>;

  /** What follows a committed first transaction: the metrics, the mail, the payment. */
  async function settle(written: Written, ref: KeyRef): Promise<StoredAnswer> {
    shopMetrics.orderPlaced(written.order.paymentOption);
    deps.deliverMail();
    if (written.answer) return written.answer;
    const answer = await finish(written.order, ref);
    if (answer.status === 402) shopMetrics.paymentFailed(written.order.paymentOption);
    deps.deliverMail();
    return answer;
  }

  /** Placing under a key already kept: its record says whether to replay, resume or place. */
  async function placeUnderKeptKey(
    auth: RequestAuth,
    values: PlaceOrderValues,
    claimed: KeyClaim,
    language: Language,
  ): Promise<StoredAnswer> {
    const claim = await idempotency.claim(claimed.key_owner, claimed.key, claimed.key_hash);
    if (claim.kind === 'replay') return claim.answer;
    const ref = keyRefOf(claimed, claim.attempt, values);
    if (claim.orderId != null) {
      const earlier = await createOrdersRepository(db).find(claim.orderId);
      if (earlier) return finish(earlier, ref);
    }
    let written: Written;
    try {
      written = await writeOrder(auth, values, ref, language);
    } catch (error) {
      // Nothing was written: the key is let go, so the shopper can fix the cart and try again.
      await idempotency.release(ref);
      throw error;
    }
    return settle(written, ref);
  }

  /** `language` is the page's the order is placed from (requestLanguage), recorded for its e-mails. */
  return async function placeOrder(
    auth: RequestAuth,
    key: string,
    body: unknown,
    language: Language = 'en',
  ): Promise<StoredAnswer> {
    const values = validateBody(placeOrderSchema, body);
    const claim: KeyClaim = {
      key_owner: ownerKeyOf(auth),
      key,
      key_hash: requestHash(values),
      key_attempt: randomUUID(),
    };
    await idempotency.purgeExpired();
    const ref = keyRefOf(claim, claim.key_attempt, values);
    // Most keys are new: claimed by placing's own read, they cost no statement of their own, and
    // a refusal (or a crash) lets the key go with the transaction, so no release is needed.
    let written: Written;
    try {
      written = await writeOrder(auth, values, ref, language, claim);
    } catch (error) {
      if (error instanceof KeyAlreadyKept) return placeUnderKeptKey(auth, values, claim, language);
      throw error;
    }
    return settle(written, ref);
  };
}

export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
