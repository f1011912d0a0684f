import {
  readApiError,
  useCancelOrderMutation,
  useCheckoutCartMutation,
  useDeletePaymentMethodMutation,
  useGetAddressesQuery,
  useGetOrderCartQuery,
  useGetPaymentMethodsQuery,
  useGetSiteStatusQuery,
  useLazyBinDiscountQuery,
  usePlaceOrderMutation,
} from '@bookshop/api-client';
import {
  type Address,
  buildPlaceOrderPayload,
  type CardDiscountUsedToday,
  cardLookupKey,
  checkBeforeChangePayment,
  checkBeforePlacing,
  checkBeforeSavingCard,
  DEFAULT_DELIVERY_AREAS,
  needsCardDiscountLookup,
  orderLines,
  PAYMENT_METHOD,
  type PlaceOrderRequest,
  priceOrder,
  type SavedPaymentMethod,
  shouldDeleteCardToken,
} from '@bookshop/domain';
import { type Messages, rupees } from '@bookshop/i18n/core';
import {
  AddressCards,
  Button,
  CheckoutOptions,
  Dialog,
  Ltr,
  OrderSummary,
  PaymentChoice,
  type PaymentFailedChoice,
  PaymentFailedDialog,
  useMessages,
} from '@bookshop/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { currentToken } from '../../app/session/session-slice';
import { paths } from '../../config/paths';
import { AddCardForm } from './add-card-form';
import { CheckoutAddressForm } from './checkout-address-form';
import { CheckoutLogin } from './checkout-login';
import { type CheckoutEvent, checkoutEvent } from './checkout-slice';
import {
  cardDiscountUsedTodayIn,
  checkoutProblemIn,
  deliveryAreaProblemIn,
  paymentMethodNameIn,
} from './checkout-words';
import { DeliveryAreaNotice } from './delivery-area-notice';
import { type AppliedGiftCard, GiftCardRedeem } from './gift-card-redeem';
import { createIdempotencyKeys } from './idempotency-key';
import { usePlacingLock } from './use-placing-lock';
import './checkout.css';

/**
 * How long (seconds) the cart page's answer for the cart is taken as current when the checkout
 * opens; an older one is fetched again, so the checkout shows what is in the cart now.
 */
export const CART_FRESH_FOR_CHECKOUT_S = 30;

/** The wait before a chosen saved card's discount is looked up (spec section 4). */
export const CARD_DISCOUNT_LOOKUP_DELAY_MS = 300;

/** The words for a card that took its bank discount today; none for a date the shop cannot read. */
function usedTodayNote(t: Messages, usedToday: Readonly<CardDiscountUsedToday> | null): string | null {
  if (!usedToday) return null;
  try {
    return cardDiscountUsedTodayIn(t, usedToday.nextUseFrom);
  } catch {
    return null;
  }
}

/**
 * The Payment failed wording of phones (spec section 2 gives a shorter one there). The server,
 * which renders the open checkout (the dialog closed), has no screen to ask.
 */
function paymentFailedVariant(): 'mobile' | 'desktop' {
  return typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(max-width: 767px)').matches
    ? 'mobile'
    : 'desktop';
}

/** The server's 402 for a declined card names the order it left as payment_failed. */
function declinedOrderId(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 402)
    return null;
  const data = (error as { data?: { data?: { order?: { id?: unknown } } } }).data;
  const id = data?.data?.order?.id;
  return typeof id === 'number' ? id : null;
}

/** No answer at all (the request may or may not have reached the server): the key is kept. */
function isUnanswered(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return true;
  return typeof error.status !== 'number' || error.status >= 500;
}

/**
 * The checkout panel (spec section 2), a dialog over the cart, full screen on phones: Email,
 * Delivery, Billing and Payment with the order summary beside them, and Place Order. Every rule
 * is the domain's (checks, payload, labels) and every change a `checkoutEvent`; this component
 * wires them to the server.
 */
export function CheckoutPanel({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const send = (event: CheckoutEvent) => dispatch(checkoutEvent(event));
  const state = useAppSelector((s) => s.checkout);
  const user = useAppSelector((s) => s.session.user);
  const hasToken = useAppSelector((s) => currentToken(s.session) !== null);
  const isLoggedIn = user !== null;
  const ids = { email: useId(), delivery: useId(), billing: useId(), payment: useId() };

  // The lines only: the money is priced here by priceOrder, as the server prices the order. The
  // checkout opens over the cart page, which fetches the cart when it opens and after each change:
  // the panel fetches it again only when that answer is older than CART_FRESH_FOR_CHECKOUT_S
  // (the checkout opened a while after the cart), not a second time when both open at once.
  const cart = useGetOrderCartQuery(undefined, {
    skip: !hasToken,
    refetchOnMountOrArgChange: CART_FRESH_FOR_CHECKOUT_S,
  });
  const addresses = useGetAddressesQuery(undefined, { skip: !hasToken });
  // The cities each kind of item is delivered to (stationery: Lahore unless configured otherwise).
  const { data: site } = useGetSiteStatusQuery();
  const deliveryAreas = site?.deliveryAreas ?? DEFAULT_DELIVERY_AREAS;
  const savedCardsQuery = useGetPaymentMethodsQuery(undefined, { skip: !isLoggedIn });
  const savedCards = useMemo(
    () => (isLoggedIn ? (savedCardsQuery.data ?? []) : []),
    [isLoggedIn, savedCardsQuery.data],
  );
  const [lookUpDiscount] = useLazyBinDiscountQuery();
  const [placeOrder] = usePlaceOrderMutation();
  const [deleteCard] = useDeletePaymentMethodMutation();
  const [moveCart] = useCheckoutCartMutation();
  const [cancelOrder] = useCancelOrderMutation();
  const keys = useRef(createIdempotencyKeys()).current;
  const [failedOrderId, setFailedOrderId] = useState<number | null>(null);
  const [newCard, setNewCard] = useState<SavedPaymentMethod | null>(null);
  // Addresses saved in this panel: chosen at once, so they count before the refreshed list that
  // holds them arrives (Change right after Save must not say "add an address first").
  const [savedHere, setSavedHere] = useState<readonly Address[]>([]);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [movingCart, setMovingCart] = useState(false);
  // The guest chose Login: the checkout's own login panel takes the Email section's place.
  const [loggingIn, setLoggingIn] = useState(false);

  // A user's e-mail is their account's, read-only (spec section 2).
  useEffect(() => {
    if (user?.email && state.email !== user.email)
      dispatch(checkoutEvent({ type: 'emailChanged', email: user.email }));
  }, [user?.email, state.email, dispatch]);

  useEffect(() => {
    if (addresses.data) dispatch(checkoutEvent({ type: 'addressesLoaded', addresses: addresses.data }));
  }, [addresses.data, dispatch]);

  useEffect(() => {
    if (savedCardsQuery.data)
      dispatch(checkoutEvent({ type: 'savedCardsChanged', savedCards: savedCardsQuery.data }));
  }, [savedCardsQuery.data, dispatch]);

  usePlacingLock(state.isPlacing);

  // The chosen saved card's bank discount, looked up 300 ms after the choice settles, so running
  // through the list costs one call.
  const chosenCard = [...savedCards, ...(newCard ? [newCard] : [])].find(
    (card) => card.id === state.selectedToken,
  );
  useEffect(() => {
    if (!chosenCard || !needsCardDiscountLookup(state, chosenCard)) return;
    const key = cardLookupKey(chosenCard);
    const timer = setTimeout(() => {
      dispatch(checkoutEvent({ type: 'cardDiscountLookupStarted', key }));
      lookUpDiscount({ token: chosenCard.id }).then((result) => {
        if (result.error) {
          dispatch(
            checkoutEvent({
              type: 'cardDiscountLookupFailed',
              key,
              message: t.format('checkout.problem.couldNotCheckDiscount'),
            }),
          );
          dispatch(toastShown('error', t.format('checkout.problem.couldNotCheckDiscount')));
        } else {
          dispatch(
            checkoutEvent({
              type: 'cardDiscountFound',
              key,
              binDiscount: result.data?.binDiscountDetail ?? null,
              usedToday: result.data?.usedToday ?? null,
            }),
          );
        }
      });
    }, CARD_DISCOUNT_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosenCard, state, dispatch, lookUpDiscount, t]);

  // The order as the server will price it: the same lines in the same order (orderLines), the
  // chosen card's rule, the gift card and gift wrap, through the one pricing function. A gift card
  // that pays everything without the card's discount makes the order a gift-card order, which
  // the server prices without a card, so the card's rule is left out then.
  const lines = cart.data ? orderLines(cart.data) : [];
  const giftCardValue = giftCard?.value ?? 0;
  const withoutCard = priceOrder({ lines, giftWrap: state.giftWrap, giftCardValue });
  const giftCardCoversTotal = giftCard !== null && lines.length > 0 && withoutCard.total === 0;
  const cardRule =
    !giftCardCoversTotal && chosenCard && state.selectedPaymentMethod === PAYMENT_METHOD.CARD
      ? state.binDiscount
      : null;
  const priced = cardRule
    ? priceOrder({ lines, giftWrap: state.giftWrap, cardRule, giftCardValue })
    : withoutCard;
  const usedToday = giftCardCoversTotal ? null : usedTodayNote(t, state.cardDiscountUsedToday);
  const addressList = useMemo(() => {
    const fetched = addresses.data ?? [];
    return [...fetched, ...savedHere.filter((saved) => !fetched.some((a) => a.id === saved.id))];
  }, [addresses.data, savedHere]);

  const changePayment = () => {
    const problem = checkBeforeChangePayment({
      addresses: addressList,
      email: state.email,
      shippingAddress: state.selectedShippingAddress,
      billingAddress: state.selectedBillingAddress,
      isSameBillingAddress: state.isSameBillingAddress,
    });
    if (problem) {
      dispatch(toastShown('error', checkoutProblemIn(t, problem)));
      return;
    }
    send({ type: 'paymentChoiceOpened', savedCards });
  };

  const removeCardIfNotKept = async (token: string | null) => {
    if (!token || !shouldDeleteCardToken({ isLoggedIn, saveCard: state.saveCard })) return;
    const result = await deleteCard(token);
    if (result.error) dispatch(toastShown('error', t.format('checkout.problem.couldNotRemoveCard')));
  };

  const place = async () => {
    const checked = checkBeforePlacing({
      email: state.email,
      shippingAddress: state.selectedShippingAddress,
      billingAddress: state.selectedBillingAddress,
      isSameBillingAddress: state.isSameBillingAddress,
      paymentMethod: state.selectedPaymentMethod,
      savedCards: [...savedCards, ...(newCard ? [newCard] : [])],
      selectedToken: state.selectedToken,
      giftCardCoversTotal,
    });
    const problem = checked
      ? checkoutProblemIn(t, checked)
      : deliveryAreaProblemIn(t, lines, state.selectedShippingAddress, deliveryAreas);
    if (problem) {
      send({ type: 'checkFailed' });
      dispatch(toastShown('error', problem));
      return;
    }
    const body: PlaceOrderRequest = {
      ...buildPlaceOrderPayload(
        state,
        giftCard ? { code: giftCard.code, coversTotal: giftCardCoversTotal } : null,
      ),
      shown_lines: lines.map(({ Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty }) => ({
        Book_Id,
        PAK_PRICE,
        Discount,
        availabilityStatus,
        cart_qty,
      })),
    };
    const token = body.payment_option === PAYMENT_METHOD.CARD ? state.selectedToken : null;
    send({ type: 'placeOrderStarted' });
    try {
      const result = await placeOrder({ body, idempotencyKey: keys.keyFor(body) });
      if (result.error) {
        if (!isUnanswered(result.error)) keys.answered();
        const orderId = declinedOrderId(result.error);
        if (orderId !== null) {
          send({ type: 'paymentFailed', message: readApiError(result.error, '').message });
          setFailedOrderId(orderId);
          return;
        }
        dispatch(
          toastShown(
            'error',
            readApiError(result.error, t.format('checkout.problem.couldNotPlaceOrder')).message,
          ),
        );
        return;
      }
      keys.answered();
      const { order } = result.data.data;
      const redirectUrl = 'redirectUrl' in result.data.data ? result.data.data.redirectUrl : null;
      if (token) {
        send({ type: 'cardPaymentFinished' });
        await removeCardIfNotKept(token);
      }
      send({ type: 'orderPlaced' });
      setNewCard(null);
      if (isLoggedIn) void savedCardsQuery.refetch();
      onClose();
      if (redirectUrl) {
        // The payment provider's own page (a wallet's approval): a page load, not an app route.
        // It is told the page's language, so it asks, and sends the shopper back, in it.
        window.location.assign(`${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}lang=${t.language}`);
      } else {
        navigate(paths.orderConfirmation.href(order.id));
      }
    } finally {
      send({ type: 'placeOrderFinished' });
    }
  };

  const onPaymentFailedChoice = async (choice: PaymentFailedChoice) => {
    if (choice === 'tryAgain') {
      setFailedOrderId(null);
      await place();
      return;
    }
    if (choice === 'changePayment') {
      setFailedOrderId(null);
      send({ type: 'paymentChoiceOpened', savedCards });
      return;
    }
    if (choice === 'cancel') {
      // The shopper gives this order up: it is closed as cancelled, the cart stays as it is.
      if (failedOrderId === null) return;
      setMovingCart(true);
      const cancelled = await cancelOrder(failedOrderId);
      setMovingCart(false);
      if (cancelled.error) {
        dispatch(
          toastShown(
            'error',
            readApiError(cancelled.error, t.format('checkout.panel.somethingWrong')).message,
          ),
        );
        return;
      }
      dispatch(toastShown('success', cancelled.data.message));
      setFailedOrderId(null);
      onClose();
      return;
    }
    setMovingCart(true);
    const result = await moveCart(choice === 'moveToWishList' ? 'wishlist' : 'later');
    setMovingCart(false);
    if (result.error) {
      dispatch(
        toastShown('error', readApiError(result.error, t.format('checkout.panel.movingFailed')).message),
      );
      return;
    }
    dispatch(toastShown('success', result.data.message));
    setFailedOrderId(null);
    onClose();
  };

  const checkAddCard = () =>
    checkBeforeSavingCard({
      email: state.email,
      shippingAddress: state.selectedShippingAddress,
      billingAddress: state.selectedBillingAddress,
      isSameBillingAddress: state.isSameBillingAddress,
    });

  const onAddressSaved = (kind: 'shipping' | 'billing', address: Address) => {
    setSavedHere((saved) => [...saved, address]);
    send({ type: 'subFormClosed' });
    send(
      kind === 'shipping'
        ? { type: 'shippingAddressSelected', address }
        : { type: 'billingAddressSelected', address },
    );
  };

  const oneItem = lines.length === 1;

  return (
    <Dialog
      open
      onClose={state.isPlacing ? () => undefined : onClose}
      title={t.format('checkout.panel.title')}
      size="lg"
      fullScreenOnMobile
      // The server renders the open checkout with the cart, and the browser hydrates it there.
      inPlace
      className="checkout-dialog"
    >
      <div className="checkout-layout">
        <div className="checkout-panel">
          <section className="checkout-section" aria-labelledby={ids.email}>
            <h3 id={ids.email}>{t.format('checkout.panel.email')}</h3>
            {user ? (
              // The account's own e-mail (the checkout's copy is set from it after the first draw).
              <p className="checkout-email">
                <Ltr>{user.email}</Ltr>
              </p>
            ) : loggingIn ? (
              <CheckoutLogin email={state.email} onBack={() => setLoggingIn(false)} />
            ) : (
              <>
                <label className="checkout-field">
                  <span>{t.format('checkout.panel.email')}</span>
                  <input
                    type="email"
                    dir="ltr"
                    autoComplete="email"
                    required
                    value={state.email}
                    onChange={(event) => send({ type: 'emailChanged', email: event.target.value })}
                    aria-invalid={state.showErrors && !state.email.trim() ? true : undefined}
                  />
                </label>
                {state.showErrors && !state.email.trim() ? (
                  <p className="checkout-error" role="alert">
                    {t.format('checkout.problem.emailRequired')}
                  </p>
                ) : null}
                <p>
                  {t.format('checkout.panel.haveAccount')}{' '}
                  <button type="button" className="checkout-link" onClick={() => setLoggingIn(true)}>
                    {t.format('checkout.panel.login')}
                  </button>
                </p>
                <label className="checkout-check">
                  <input
                    type="checkbox"
                    checked={state.subscribeToNewsLetter}
                    onChange={(event) => send({ type: 'newsletterToggled', value: event.target.checked })}
                  />
                  {t.format('checkout.panel.newsletter')}
                </label>
              </>
            )}
          </section>

          <section className="checkout-section" aria-labelledby={ids.delivery}>
            <h3 id={ids.delivery}>{t.format('checkout.panel.delivery')}</h3>
            <AddressCards
              name="shipping-address"
              label={t.format('checkout.panel.shippingAddress')}
              addresses={addressList}
              selectedId={state.selectedShippingAddress?.id ?? null}
              onSelect={(address) => send({ type: 'shippingAddressSelected', address })}
            />
            <DeliveryAreaNotice
              lines={lines}
              shippingAddress={state.selectedShippingAddress}
              areas={deliveryAreas}
            />
            {state.openSubForm === 'shippingAddress' ? (
              <CheckoutAddressForm
                kind="shipping"
                onSaved={(address) => onAddressSaved('shipping', address)}
                onCancel={() => send({ type: 'subFormClosed' })}
              />
            ) : (
              <Button
                type="button"
                variant="secondary"
                onClick={() => send({ type: 'addressFormOpened', form: 'shippingAddress' })}
              >
                {t.format('checkout.panel.addNewAddress')}
              </Button>
            )}
          </section>

          <section className="checkout-section" aria-labelledby={ids.billing}>
            <h3 id={ids.billing}>{t.format('checkout.panel.billing')}</h3>
            <label className="checkout-check">
              <input
                type="checkbox"
                checked={state.isSameBillingAddress}
                onChange={(event) => send({ type: 'sameBillingAddressToggled', value: event.target.checked })}
              />
              {t.format('checkout.panel.sameBilling')}
            </label>
            {state.isSameBillingAddress ? null : (
              <>
                <AddressCards
                  name="billing-address"
                  label={t.format('checkout.panel.billingAddress')}
                  addresses={addressList}
                  selectedId={state.selectedBillingAddress?.id ?? null}
                  onSelect={(address) => send({ type: 'billingAddressSelected', address })}
                />
                {state.openSubForm === 'billingAddress' ? (
                  <CheckoutAddressForm
                    kind="billing"
                    onSaved={(address) => onAddressSaved('billing', address)}
                    onCancel={() => send({ type: 'subFormClosed' })}
                  />
                ) : (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => send({ type: 'addressFormOpened', form: 'billingAddress' })}
                  >
                    {t.format('checkout.panel.addBillingAddress')}
                  </Button>
                )}
              </>
            )}
          </section>

          <section className="checkout-section" aria-labelledby={ids.payment}>
            <h3 id={ids.payment}>{t.format('checkout.panel.payment')}</h3>
            <div className="checkout-payment-row">
              {giftCardCoversTotal ? (
                <span data-testid="payment-method-label">{t.format('checkout.panel.paidByGiftCard')}</span>
              ) : (
                <>
                  <span data-testid="payment-method-label">
                    {state.selectedPaymentMethod == null
                      ? t.format('checkout.panel.noPaymentMethod')
                      : paymentMethodNameIn(t, state.selectedPaymentMethod)}
                    {chosenCard ? (
                      <>
                        {' '}
                        <Ltr>•••• {chosenCard.card_details.last_four_digits}</Ltr>
                      </>
                    ) : null}
                  </span>
                  <button type="button" className="checkout-link" onClick={changePayment}>
                    {t.format('checkout.panel.change')}
                  </button>
                </>
              )}
              {/* No amount before the cart's lines arrive: "Rs. 0" would be a total nobody owes. */}
              {cart.data ? <strong data-testid="checkout-amount">{t.rupees(priced.total)}</strong> : null}
            </div>
            {cardRule && priced.cardDiscount > 0 ? (
              <p className="checkout-discount" role="status">
                {t.format('checkout.panel.cardDiscount', {
                  bank: cardRule.bank_name,
                  amount: rupees(priced.cardDiscount),
                })}
              </p>
            ) : null}
            {usedToday ? (
              <p className="checkout-note checkout-note--used-today" role="status">
                {usedToday}
              </p>
            ) : null}
            {state.isPaymentChoiceOpen && !giftCardCoversTotal ? (
              <PaymentChoice
                savedCards={[
                  ...savedCards,
                  ...(newCard && !savedCards.some((c) => c.id === newCard.id) ? [newCard] : []),
                ]}
                selectedMethod={state.selectedPaymentMethod}
                selectedToken={state.selectedToken}
                onCard={(card) => send({ type: 'savedCardSelected', card })}
                onMethod={(method) => send({ type: 'paymentMethodChosen', method })}
              />
            ) : null}
            {state.openSubForm === 'addCard' ? (
              <AddCardForm
                customer={{
                  email: state.email,
                  name:
                    (state.isSameBillingAddress
                      ? state.selectedShippingAddress
                      : state.selectedBillingAddress
                    )?.Name ?? '',
                }}
                isLoggedIn={isLoggedIn}
                saveCard={state.saveCard}
                onSaveCardChange={(value) => send({ type: 'saveCardToggled', value })}
                checkBeforeSaving={checkAddCard}
                busy={state.isAddingCard}
                onStarted={() => send({ type: 'addCardStarted' })}
                onAdded={(card) => {
                  send({ type: 'cardAdded' });
                  setNewCard(card);
                  send({ type: 'savedCardSelected', card });
                  if (isLoggedIn) void savedCardsQuery.refetch();
                }}
                onFailed={(message) => {
                  send({ type: 'addCardFailed', message });
                  dispatch(toastShown('error', message));
                }}
              />
            ) : null}
            <GiftCardRedeem order={priced} applied={giftCard} onApplied={setGiftCard} />
            <p className="checkout-note">{t.format('checkout.panel.cardDiscountNote')}</p>
          </section>

          <CheckoutOptions
            giftWrap={state.giftWrap}
            onGiftWrapChange={(value) => send({ type: 'giftWrapToggled', value })}
            sendInvoice={state.sendInvoice}
            onSendInvoiceChange={(value) => send({ type: 'sendInvoiceToggled', value })}
            specialInstructions={state.specialInstructions}
            onSpecialInstructionsChange={(text) => send({ type: 'specialInstructionsChanged', text })}
          />

          <Button
            type="button"
            fullWidth
            onClick={() => void place()}
            busy={state.isPlacing}
            busyLabel={t.format('checkout.panel.pleaseWait')}
            disabled={!cart.data}
          >
            {t.format('checkout.panel.placeOrder')}
          </Button>
        </div>

        <aside className={oneItem ? 'checkout-summary checkout-summary--one' : 'checkout-summary'}>
          <ul className="checkout-summary__lines" aria-label={t.format('checkout.panel.booksInOrder')}>
            {priced.lines.map(({ line, qty, backorder }) => (
              <li key={line.cart_item_id}>
                {line.BOOK_TITLE} × {qty}
                {backorder ? (
                  <span className="checkout-summary__note">{t.format('checkout.cartPage.backorder')}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {cart.data ? (
            <OrderSummary
              order={priced}
              cardBank={cardRule?.bank_name ?? null}
              checkoutHref={paths.checkout.href()}
              hideCheckout
            />
          ) : null}
        </aside>
      </div>
      {state.isPlacing ? (
        <div className="checkout-overlay" role="status" aria-live="polite">
          {t.format('checkout.panel.pleaseWait')}
        </div>
      ) : null}
      <PaymentFailedDialog
        open={failedOrderId !== null}
        variant={paymentFailedVariant()}
        onChoose={(choice) => void onPaymentFailedChoice(choice)}
        busy={movingCart}
      />
    </Dialog>
  );
}
