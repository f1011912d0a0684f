import {
  type Address,
  type BinDiscountRule,
  type CheckoutState,
  cardLookupKey,
  initialCheckoutState,
  PAYMENT_METHOD,
  type SavedPaymentMethod,
} from '@bookshop/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loggedOut } from '../../app/session/session-slice';
import {
  type CheckoutEvent,
  checkoutEvent,
  checkoutTransition as checkoutReducer,
  checkoutSlice,
} from './checkout-slice';

function address(overrides: Partial<Address> = {}): Address {
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

function savedCard(id: string, bin = '424242', last4 = '4242'): SavedPaymentMethod {
  return { id, bin, card_details: { card_network: 'visa', last_four_digits: last4 } };
}

function binRule(): BinDiscountRule {
  return {
    rule_enabled: true,
    discount_type: 'percentage',
    discount_value: 20,
    discount_limit: 1000,
    bank_name: 'Meezan Bank',
    bank_logo: 'meezan.webp',
    bin: '424242',
  };
}

const run = (events: readonly CheckoutEvent[], from: Readonly<CheckoutState> = initialCheckoutState) =>
  events.reduce(checkoutReducer, from);

const cardA = savedCard('tok_a', '424242', '4242');
const cardB = savedCard('tok_b', '555555', '4444');

/** A state paying by card A with a discount found, a sub-form open and errors showing. */
const payingByCard = run([
  { type: 'savedCardSelected', card: cardA },
  { type: 'cardDiscountLookupStarted', key: cardLookupKey(cardA) },
  { type: 'cardDiscountFound', key: cardLookupKey(cardA), binDiscount: binRule(), usedToday: null },
  { type: 'addressFormOpened', form: 'billingAddress' },
  { type: 'checkFailed' },
  { type: 'paymentFailed', message: "Couldn't place order, please try again" },
]);

describe('checkoutReducer', () => {
  it('does not touch the state it is given', () => {
    const before = structuredClone(payingByCard);
    checkoutReducer(payingByCard, { type: 'paymentMethodChosen', method: PAYMENT_METHOD.CASH });
    expect(payingByCard).toEqual(before);
  });

  describe('simple fields', () => {
    it('records what the shopper types and ticks', () => {
      const state = run([
        { type: 'emailChanged', email: 'ayesha@example.pk' },
        { type: 'newsletterToggled', value: true },
        { type: 'giftWrapToggled', value: true },
        { type: 'sendInvoiceToggled', value: false },
        { type: 'specialInstructionsChanged', text: 'Leave at the gate' },
        { type: 'saveCardToggled', value: false },
        { type: 'sameBillingAddressToggled', value: false },
      ]);
      expect(state).toMatchObject({
        email: 'ayesha@example.pk',
        subscribeToNewsLetter: true,
        giftWrap: true,
        sendInvoice: false,
        specialInstructions: 'Leave at the gate',
        saveCard: false,
        isSameBillingAddress: false,
      });
    });
  });

  describe('addresses', () => {
    const home = address({ id: 1 });
    const office = address({ id: 2, Address: '5 Gulberg' });

    it('auto-selects the first address as shipping address', () => {
      expect(run([{ type: 'addressesLoaded', addresses: [home, office] }]).selectedShippingAddress).toEqual(
        home,
      );
    });

    it('keeps a chosen address, refreshed from the list, and drops one that is gone', () => {
      const edited = { ...office, City: 'Karachi' };
      const state = run([
        { type: 'shippingAddressSelected', address: office },
        { type: 'billingAddressSelected', address: home },
        { type: 'addressesLoaded', addresses: [home, edited] },
      ]);
      expect(state.selectedShippingAddress).toEqual(edited);
      expect(state.selectedBillingAddress).toEqual(home);

      const afterDelete = checkoutReducer(state, { type: 'addressesLoaded', addresses: [edited] });
      expect(afterDelete.selectedShippingAddress).toEqual(edited);
      expect(afterDelete.selectedBillingAddress).toBeNull();
    });

    it('selects nothing when there are no addresses', () => {
      expect(run([{ type: 'addressesLoaded', addresses: [] }]).selectedShippingAddress).toBeNull();
    });
  });

  describe('sub-forms and pickers', () => {
    it('opens an address form with a fresh picker and closes it', () => {
      const picked = run([
        { type: 'countryPicked', country: 'United Arab Emirates' },
        { type: 'addressFormOpened', form: 'shippingAddress' },
      ]);
      expect(picked.openSubForm).toBe('shippingAddress');
      expect(picked.addressPicker).toEqual({ country: 'Pakistan', province: '', city: '' });
      expect(checkoutReducer(picked, { type: 'subFormClosed' }).openSubForm).toBeNull();
    });

    it('cascades country → state → city', () => {
      const state = run([
        { type: 'provincePicked', province: 'Punjab' },
        { type: 'cityPicked', city: 'Lahore' },
      ]);
      expect(state.addressPicker).toEqual({ country: 'Pakistan', province: 'Punjab', city: 'Lahore' });
      expect(checkoutReducer(state, { type: 'provincePicked', province: 'Sindh' }).addressPicker).toEqual({
        country: 'Pakistan',
        province: 'Sindh',
        city: '',
      });
      expect(checkoutReducer(state, { type: 'countryPicked', country: 'Qatar' }).addressPicker).toEqual({
        country: 'Qatar',
        province: '',
        city: '',
      });
    });
  });

  describe('payment choice', () => {
    it('picks the last saved card when it opens with no method chosen', () => {
      const state = run([{ type: 'paymentChoiceOpened', savedCards: [cardA, cardB] }]);
      expect(state).toMatchObject({
        isPaymentChoiceOpen: true,
        selectedPaymentMethod: PAYMENT_METHOD.CARD,
        selectedToken: 'tok_b',
      });
    });

    it('defaults to Cash when there are no saved cards', () => {
      const state = run([{ type: 'paymentChoiceOpened', savedCards: [] }]);
      expect(state).toMatchObject({ selectedPaymentMethod: PAYMENT_METHOD.CASH, selectedToken: null });
    });

    it('keeps a method already chosen', () => {
      const state = run([
        { type: 'paymentMethodChosen', method: PAYMENT_METHOD.JAZZCASH },
        { type: 'paymentChoiceOpened', savedCards: [cardA] },
      ]);
      expect(state).toMatchObject({ selectedPaymentMethod: PAYMENT_METHOD.JAZZCASH, selectedToken: null });
    });

    it('closes', () => {
      const open = run([{ type: 'paymentChoiceOpened', savedCards: [] }]);
      expect(checkoutReducer(open, { type: 'paymentChoiceClosed' }).isPaymentChoiceOpen).toBe(false);
    });

    it.each([
      PAYMENT_METHOD.JAZZCASH,
      PAYMENT_METHOD.BANK_TRANSFER,
      PAYMENT_METHOD.CASH,
      PAYMENT_METHOD.EASYPAISA,
    ] as const)(
      'choosing %i clears the token, the card discount, the error flags and the sub-forms',
      (method) => {
        const state = checkoutReducer(payingByCard, { type: 'paymentMethodChosen', method });
        expect(state).toMatchObject({
          selectedPaymentMethod: method,
          selectedToken: null,
          binDiscount: null,
          discountLookupKey: null,
          showErrors: false,
          paymentError: null,
          openSubForm: null,
        });
      },
    );

    it('choosing Credit or Debit Card opens the add-card form for a new card', () => {
      const state = checkoutReducer(payingByCard, {
        type: 'paymentMethodChosen',
        method: PAYMENT_METHOD.CARD,
      });
      expect(state).toMatchObject({
        selectedPaymentMethod: PAYMENT_METHOD.CARD,
        selectedToken: null,
        binDiscount: null,
        openSubForm: 'addCard',
      });
    });

    it('selecting a saved card sets method 1 and closes the add-card form', () => {
      const state = run([
        { type: 'paymentMethodChosen', method: PAYMENT_METHOD.CARD },
        { type: 'savedCardSelected', card: cardA },
      ]);
      expect(state).toMatchObject({ selectedPaymentMethod: 1, selectedToken: 'tok_a', openSubForm: null });
    });

    it('selecting a saved card leaves an address form open', () => {
      const state = run([
        { type: 'addressFormOpened', form: 'billingAddress' },
        { type: 'savedCardSelected', card: cardA },
      ]);
      expect(state.openSubForm).toBe('billingAddress');
    });
  });

  describe('card discount look-up', () => {
    const keyA = cardLookupKey(cardA);

    it('keeps the discount when the same card is selected again', () => {
      const again = checkoutReducer(payingByCard, { type: 'savedCardSelected', card: cardA });
      expect(again.binDiscount).toEqual(binRule());
      expect(again.discountLookupKey).toBe(keyA);
    });

    it('drops the discount and the look-up when another card is selected', () => {
      const other = checkoutReducer(payingByCard, { type: 'savedCardSelected', card: cardB });
      expect(other).toMatchObject({ selectedToken: 'tok_b', binDiscount: null, discountLookupKey: null });
    });

    it('marks the look-up as running and then done', () => {
      const started = run([
        { type: 'savedCardSelected', card: cardA },
        { type: 'cardDiscountLookupStarted', key: keyA },
      ]);
      expect(started).toMatchObject({ isCheckingDiscount: true, discountLookupKey: keyA });
      const found = checkoutReducer(started, {
        type: 'cardDiscountFound',
        key: keyA,
        binDiscount: null,
        usedToday: null,
      });
      expect(found).toMatchObject({ isCheckingDiscount: false, binDiscount: null });
    });

    it('keeps the word that the chosen card’s discount was used today until another card is chosen', () => {
      const usedToday = { nextUseFrom: '2025-03-01T19:00:00.000Z' };
      const found = run([
        { type: 'savedCardSelected', card: cardA },
        { type: 'cardDiscountLookupStarted', key: keyA },
        { type: 'cardDiscountFound', key: keyA, binDiscount: null, usedToday },
      ]);
      expect(found).toMatchObject({ binDiscount: null, cardDiscountUsedToday: usedToday });
      expect(
        checkoutReducer(found, { type: 'savedCardSelected', card: cardB }).cardDiscountUsedToday,
      ).toBeNull();
      expect(
        checkoutReducer(found, { type: 'paymentMethodChosen', method: PAYMENT_METHOD.CASH })
          .cardDiscountUsedToday,
      ).toBeNull();
    });

    it('ignores an answer for a card that is no longer chosen', () => {
      const switched = run([
        { type: 'savedCardSelected', card: cardA },
        { type: 'cardDiscountLookupStarted', key: keyA },
        { type: 'savedCardSelected', card: cardB },
      ]);
      expect(
        checkoutReducer(switched, {
          type: 'cardDiscountFound',
          key: keyA,
          binDiscount: binRule(),
          usedToday: null,
        }),
      ).toBe(switched);
      const cash = run([{ type: 'paymentMethodChosen', method: PAYMENT_METHOD.CASH }], switched);
      expect(
        checkoutReducer(
          { ...cash, discountLookupKey: keyA },
          {
            type: 'cardDiscountFound',
            key: keyA,
            binDiscount: binRule(),
            usedToday: null,
          },
        ).binDiscount,
      ).toBeNull();
    });

    it('shows a failed look-up and allows a retry', () => {
      const started = run([
        { type: 'savedCardSelected', card: cardA },
        { type: 'cardDiscountLookupStarted', key: keyA },
      ]);
      const failed = checkoutReducer(started, {
        type: 'cardDiscountLookupFailed',
        key: keyA,
        message: "Couldn't check discount, please try again",
      });
      expect(failed).toMatchObject({
        isCheckingDiscount: false,
        discountLookupKey: null,
        paymentError: "Couldn't check discount, please try again",
      });
      expect(checkoutReducer(failed, { type: 'cardDiscountLookupFailed', key: keyA, message: 'late' })).toBe(
        failed,
      );
    });
  });

  describe('saved cards list', () => {
    it('drops a chosen card that was removed', () => {
      const state = checkoutReducer(payingByCard, { type: 'savedCardsChanged', savedCards: [cardB] });
      expect(state).toMatchObject({ selectedToken: null, selectedPaymentMethod: null, binDiscount: null });
    });

    it('keeps a chosen card that is still saved', () => {
      expect(checkoutReducer(payingByCard, { type: 'savedCardsChanged', savedCards: [cardA, cardB] })).toBe(
        payingByCard,
      );
    });

    it('picks the last card when the list arrives while the choice is open and nothing is chosen', () => {
      const state = run([
        { type: 'paymentChoiceOpened', savedCards: [cardA] },
        { type: 'savedCardsChanged', savedCards: [cardB] },
      ]);
      expect(state).toMatchObject({ selectedPaymentMethod: 1, selectedToken: 'tok_b' });
    });
  });

  describe('adding a card', () => {
    it('runs, then clears the chosen method and token on success', () => {
      const adding = run([
        { type: 'paymentMethodChosen', method: PAYMENT_METHOD.CARD },
        { type: 'addCardStarted' },
      ]);
      expect(adding.isAddingCard).toBe(true);
      const added = checkoutReducer(adding, { type: 'cardAdded' });
      expect(added).toMatchObject({
        isAddingCard: false,
        selectedPaymentMethod: null,
        selectedToken: null,
        openSubForm: null,
      });
    });

    it('shows the error on failure', () => {
      const failed = run([
        { type: 'addCardStarted' },
        { type: 'addCardFailed', message: "Couldn't save card" },
      ]);
      expect(failed).toMatchObject({ isAddingCard: false, paymentError: "Couldn't save card" });
    });
  });

  describe('placing', () => {
    it('turns error display on when a check fails', () => {
      expect(run([{ type: 'checkFailed' }]).showErrors).toBe(true);
    });

    it('holds the placing flag until placing finishes, whatever the outcome', () => {
      const placing = run([{ type: 'placeOrderStarted' }]);
      expect(placing.isPlacing).toBe(true);
      const failed = run(
        [{ type: 'paymentFailed', message: 'Declined' }, { type: 'placeOrderFinished' }],
        placing,
      );
      expect(failed).toMatchObject({ isPlacing: false, paymentError: 'Declined' });
    });

    it('resets the form after the order is placed', () => {
      expect(run([{ type: 'placeOrderStarted' }, { type: 'orderPlaced' }], payingByCard)).toEqual(
        initialCheckoutState,
      );
    });

    it('keeps the e-mail a guest typed for their next order, and only that', () => {
      const typed = run([{ type: 'emailChanged', email: 'guest@example.pk' }], payingByCard);
      expect(run([{ type: 'orderPlaced' }], typed)).toEqual({
        ...initialCheckoutState,
        email: 'guest@example.pk',
      });
    });

    it('re-enables save card after paying by card', () => {
      const state = run([{ type: 'saveCardToggled', value: false }, { type: 'cardPaymentFinished' }]);
      expect(state.saveCard).toBe(true);
    });

    it('clears everything on reset (login, logout)', () => {
      expect(checkoutReducer(payingByCard, { type: 'checkoutReset' })).toEqual(initialCheckoutState);
    });
  });

  it('never leaves a card token, its discount or its used-today word with a non-card method, whatever happens', () => {
    const cards = [cardA, cardB, savedCard('tok_c', '378282', '0005')];
    const card = fc.constantFrom(...cards);
    const cardList = fc.subarray(cards);
    const key = fc.constantFrom(...cards.map(cardLookupKey));
    const someAddress = fc.constantFrom(address({ id: 1 }), address({ id: 2, City: '' }));
    const event: fc.Arbitrary<CheckoutEvent> = fc.oneof(
      fc.record({
        type: fc.constant('paymentMethodChosen' as const),
        method: fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<1 | 2 | 3 | 4 | 5>,
      }),
      fc.record({ type: fc.constant('savedCardSelected' as const), card }),
      fc.record({ type: fc.constant('savedCardsChanged' as const), savedCards: cardList }),
      fc.record({ type: fc.constant('paymentChoiceOpened' as const), savedCards: cardList }),
      fc.constant({ type: 'paymentChoiceClosed' as const }),
      fc.record({ type: fc.constant('cardDiscountLookupStarted' as const), key }),
      fc.record({
        type: fc.constant('cardDiscountFound' as const),
        key,
        binDiscount: fc.option(fc.constant(binRule()), { nil: null }),
        usedToday: fc.option(fc.constant({ nextUseFrom: '2025-03-01T19:00:00.000Z' }), { nil: null }),
      }),
      fc.record({ type: fc.constant('cardDiscountLookupFailed' as const), key, message: fc.constant('x') }),
      fc.constantFrom(
        { type: 'addCardStarted' as const },
        { type: 'cardAdded' as const },
        { type: 'checkFailed' as const },
        { type: 'placeOrderStarted' as const },
        { type: 'placeOrderFinished' as const },
        { type: 'orderPlaced' as const },
        { type: 'cardPaymentFinished' as const },
        { type: 'checkoutReset' as const },
        { type: 'subFormClosed' as const },
      ),
      fc.record({ type: fc.constant('addCardFailed' as const), message: fc.constant('x') }),
      fc.record({
        type: fc.constant('addressesLoaded' as const),
        addresses: fc.array(someAddress, { maxLength: 2 }),
      }),
      fc.record({ type: fc.constant('sameBillingAddressToggled' as const), value: fc.boolean() }),
      fc.record({
        type: fc.constant('addressFormOpened' as const),
        form: fc.constantFrom('shippingAddress' as const, 'billingAddress' as const),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state: Readonly<CheckoutState> = initialCheckoutState;
        for (const e of events) {
          state = checkoutReducer(state, e);
          if (state.selectedToken !== null) expect(state.selectedPaymentMethod).toBe(PAYMENT_METHOD.CARD);
          if (state.binDiscount !== null) expect(state.selectedToken).not.toBeNull();
          if (state.cardDiscountUsedToday !== null) expect(state.selectedToken).not.toBeNull();
        }
      }),
    );
  });
});

describe('checkoutSlice', () => {
  it('applies a checkoutEvent through the transitions and starts afresh on logout', () => {
    const typed = checkoutSlice.reducer(undefined, checkoutEvent({ type: 'emailChanged', email: 'a@b.pk' }));
    expect(typed.email).toBe('a@b.pk');
    expect(checkoutSlice.reducer(typed, loggedOut())).toEqual(initialCheckoutState);
  });
});
