import { BACKORDER_NOTE, CART_MESSAGES, CHECKOUT_MESSAGES, GIFT_CARD_MESSAGES } from '@bookshop/domain';

/**
 * The checkout area's messages in English (see ./index.ts): the cart and wish list, the checkout
 * panel and its forms, payments, bank-card discounts and e-gift cards. Keys are
 * `checkout.<component>.<what>`; the spec's messages are verbatim. The checks' messages, the
 * gift card's and the backorder note are the domain's own English (the server words them too),
 * so each has one definition.
 */
export const checkout = {
  // A cart or wish-list line (ui CartLineItem).
  'checkout.cartLine.coverAlt': 'Cover of {title}',
  'checkout.cartLine.insteadOf': 'instead of',
  'checkout.cartLine.percentOff': '{percent}% off',
  'checkout.cartLine.quantityOf': 'Quantity of {title}',
  'checkout.cartLine.decrease': 'Decrease quantity',
  'checkout.cartLine.increase': 'Increase quantity',
  'checkout.cartLine.quantity': 'Quantity: {count}',
  'checkout.cartLine.lineTotal': 'Line total',
  'checkout.cartLine.notifyMe': 'Notify me',
  'checkout.cartLine.remove': 'Remove',

  // The order summary beside the cart and the checkout (ui OrderSummary).
  'checkout.summary.title': 'Order Summary',
  'checkout.summary.subtotal': 'Subtotal ({count, plural, one {# item} other {# items}})',
  'checkout.summary.bankCardDiscount': '{bank} card discount',
  'checkout.summary.anyBankCardDiscount': 'Bank card discount',
  'checkout.summary.shipping': 'Shipping',
  'checkout.summary.giftWrap': 'Gift wrap',
  'checkout.summary.giftCard': 'Gift card',
  'checkout.summary.total': 'Total',
  'checkout.summary.checkout': 'Checkout',

  // The cart page (/order-cart).
  'checkout.cartPage.title': 'Your Cart',
  'checkout.cartPage.loading': 'Loading…',
  'checkout.cartPage.loadFailed': 'We could not load your cart.',
  'checkout.cartPage.empty': 'Your cart is empty.',
  'checkout.cartPage.continueShopping': 'Continue shopping',
  'checkout.cartPage.savedForLater': 'Saved for Later ({count})',
  'checkout.cartPage.moveToWishList': 'Move to Wish List',
  'checkout.cartPage.saveForLater': 'Save for Later',
  'checkout.cartPage.moveToCart': 'Move to Cart',
  'checkout.cartPage.backorder': BACKORDER_NOTE,

  // The wish list page (/wishlist).
  'checkout.wishList.title': 'Your Wish List',
  'checkout.wishList.loading': 'Loading…',
  'checkout.wishList.loadFailed': 'We could not load your wish list.',
  'checkout.wishList.guestNote':
    'Your wish list is kept in this browser. Log in to keep it with your account on every device.',
  'checkout.wishList.login': 'Login',
  'checkout.wishList.empty': 'Your wish list is empty.',
  'checkout.wishList.findBooks': 'Find books to keep',
  'checkout.wishList.heading': 'Books on your wish list',
  'checkout.wishList.moveToCart': 'Move to Cart',

  // The checkout panel.
  'checkout.panel.title': 'Checkout',
  'checkout.panel.email': 'Email',
  'checkout.panel.haveAccount': 'Have an account?',
  'checkout.panel.login': 'Login',
  'checkout.panel.newsletter':
    'Subscribe to our newsletter to stay up-to-date with offers and latest editions.',
  'checkout.panel.delivery': 'Delivery',
  'checkout.panel.shippingAddress': 'Shipping address',
  'checkout.panel.addNewAddress': 'Add New Address',
  'checkout.panel.billing': 'Billing',
  'checkout.panel.sameBilling': 'My billing address is the same as shipping address',
  'checkout.panel.billingAddress': 'Billing address',
  'checkout.panel.addBillingAddress': 'Add Billing Address',
  'checkout.panel.payment': 'Payment',
  'checkout.panel.paidByGiftCard': 'Paid by gift card',
  'checkout.panel.noPaymentMethod': 'No payment method chosen',
  'checkout.panel.change': 'Change',
  'checkout.panel.cardDiscount': '{bank} card discount: −{amount}',
  'checkout.panel.cardDiscountUsedToday':
    "This card's bank discount was already used today. It can be used again from {time} on {day} (Pakistan time).",
  'checkout.panel.cardDiscountNote':
    'The bank card discount can be used once per card per day and applies to books only.',
  'checkout.panel.placeOrder': 'Place Order',
  'checkout.panel.pleaseWait': 'Please wait…',
  'checkout.panel.booksInOrder': 'Books in this order',
  'checkout.panel.somethingWrong': 'something went wrong please try again',
  'checkout.panel.movingFailed': 'Something went wrong, please try again.',

  // Payment methods as the checkout names them.
  'checkout.method.card': 'Credit or Debit Card',
  'checkout.method.bankTransfer': 'Bank Transfer',
  'checkout.method.cash': 'Cash',
  'checkout.method.cashOnDelivery': 'Cash on Delivery',
  'checkout.method.giftCard': 'Gift Card',

  // The checks before changing payment, adding a card and placing (spec sections 5 and 8).
  'checkout.problem.emailRequired': CHECKOUT_MESSAGES.emailRequired,
  'checkout.problem.shippingAddressRequired': CHECKOUT_MESSAGES.shippingAddressRequired,
  'checkout.problem.shippingAddressMissing':
    'Shipping address is missing: {fields}. Please edit your address.',
  'checkout.problem.billingAddressRequired': CHECKOUT_MESSAGES.billingAddressRequired,
  'checkout.problem.billingAddressMissing': 'Billing address is missing: {fields}. Please edit your address.',
  'checkout.problem.paymentMethodRequired': CHECKOUT_MESSAGES.paymentMethodRequired,
  'checkout.problem.selectPaymentMethod': CHECKOUT_MESSAGES.selectPaymentMethod,
  'checkout.problem.firstAddAddress': CHECKOUT_MESSAGES.firstAddAddress,
  'checkout.problem.firstAddEmail': CHECKOUT_MESSAGES.firstAddEmail,
  'checkout.problem.selectShippingAddress': CHECKOUT_MESSAGES.selectShippingAddress,
  'checkout.problem.selectBillingAddress': CHECKOUT_MESSAGES.selectBillingAddress,
  'checkout.problem.selectValidBillingAddress': CHECKOUT_MESSAGES.selectValidBillingAddress,
  'checkout.problem.enterEmailFirst': CHECKOUT_MESSAGES.enterEmailFirst,
  'checkout.problem.couldNotSaveCard': CHECKOUT_MESSAGES.couldNotSaveCard,
  'checkout.problem.couldNotPlaceOrder': CHECKOUT_MESSAGES.couldNotPlaceOrder,
  'checkout.problem.couldNotCheckDiscount': CHECKOUT_MESSAGES.couldNotCheckDiscount,
  'checkout.problem.couldNotRemoveCard': CHECKOUT_MESSAGES.couldNotRemoveCard,
  'checkout.problem.deliveryArea':
    '{items} can be delivered only to {cities} for now. Please choose an address in {cities}, or remove {count, plural, one {it} other {them}} from your cart.',
  'checkout.problem.listSeparator': ', ',
  'checkout.problem.and': '{rest} and {last}',
  'checkout.problem.or': '{rest} or {last}',

  // The address fields a checkout message names when one is missing.
  'checkout.addressField.name': 'Name',
  'checkout.addressField.phone': 'Phone',
  'checkout.addressField.address': 'Address',
  'checkout.addressField.city': 'City',
  'checkout.addressField.country': 'Country',
  'checkout.addressField.postCode': 'Post Code',

  // Add Shipping Address / Add Billing Address in the panel (ui CheckoutAddressForm).
  'checkout.addressForm.addShipping': 'Add Shipping Address',
  'checkout.addressForm.addBilling': 'Add Billing Address',
  'checkout.addressForm.firstName': 'First Name',
  'checkout.addressForm.lastName': 'Last Name',
  'checkout.addressForm.save': 'Save Address',
  'checkout.addressForm.cancel': 'Cancel',
  'checkout.addressForm.pleaseWait': 'Please wait…',
  'checkout.addressForm.saveFailed': 'We could not save the address.',

  // The checkout's own login (ui CheckoutLoginPanel).
  'checkout.login.title': 'Login to check out',
  'checkout.login.intro': 'Your saved addresses and cards are ready once you log in.',
  'checkout.login.email': 'Email',
  'checkout.login.password': 'Password',
  'checkout.login.submit': 'Login',
  'checkout.login.pleaseWait': 'Please wait…',
  'checkout.login.forgotPassword': 'Forgot your password?',
  'checkout.login.continueAsGuest': 'Continue as guest',

  // Order options (ui CheckoutOptions).
  'checkout.options.title': 'Order options',
  'checkout.options.giftWrap': 'Gift wrap',
  'checkout.options.sendInvoice': 'Send invoice',
  'checkout.options.specialInstructions': 'Special instructions',
  'checkout.options.promoCode': 'Promo code',
  'checkout.options.apply': 'Apply',

  // The payment choice (ui PaymentChoice).
  'checkout.paymentChoice.legend': 'Choose a payment method',
  'checkout.paymentChoice.cardEnding': '{network} card ending {lastFour}',

  // Add new card (ui NewCardForm) and the card entry.
  'checkout.newCard.title': 'Add new card',
  'checkout.newCard.cardNumber': 'Card Number',
  'checkout.newCard.expiry': 'Expiry (MM/YY)',
  'checkout.newCard.saveCard': 'Save card',
  'checkout.newCard.addCard': 'Add Card',
  'checkout.newCard.pleaseWait': 'Please wait…',
  'checkout.newCard.sandboxNote':
    'Sandbox payments: no real money moves. Try {good}, or {declined} for a declined card.',
  'checkout.newCard.expiryFormat': 'Enter the expiry as MM/YY.',
  'checkout.newCard.numberRequired': 'The card number is required.',
  'checkout.newCard.numberInvalid': 'Your card number is invalid.',
  'checkout.newCard.networkNotAccepted': 'Only Visa, Mastercard and American Express cards are accepted.',
  'checkout.newCard.cvcInvalid': 'Enter the 3 or 4 digit security code.',

  // Payment failed (ui PaymentFailedDialog, spec section 8).
  'checkout.paymentFailed.title': 'Payment failed',
  'checkout.paymentFailed.mobile': 'The transaction was unsuccessful.',
  'checkout.paymentFailed.desktop': 'The Transaction was unsuccessful. Please try again.',
  'checkout.paymentFailed.changePayment': 'Change Payment Option',
  'checkout.paymentFailed.moveToWishList': 'Add Cart to Wish List',
  'checkout.paymentFailed.saveForLater': 'Save for Later',
  'checkout.paymentFailed.cancel': 'Cancel',
  'checkout.paymentFailed.tryAgain': 'Try Again',
  'checkout.paymentFailed.pleaseWait': 'Please wait…',

  // The checkout's Gift card field.
  'checkout.giftCardRedeem.label': 'Gift card',
  'checkout.giftCardRedeem.redeem': 'Redeem',
  'checkout.giftCardRedeem.checking': 'Checking…',
  'checkout.giftCardRedeem.applied': 'Gift card ending {lastFour}: −{amount}, to pay {total}',
  'checkout.giftCardRedeem.remove': 'Remove',
  'checkout.giftCardRedeem.remainderLapses': GIFT_CARD_MESSAGES.remainderLapses,

  // The Gift Card dialog (ui GiftCardDialog) and its page (/gift-card).
  'checkout.giftCard.title': 'Gift Card',
  'checkout.giftCard.description': 'Send an e-gift card by e-mail, paid by bank card.',
  'checkout.giftCard.amount': 'Amount (Rs.)',
  'checkout.giftCard.recipient': 'Recipient',
  'checkout.giftCard.recipientName': 'Recipient name',
  'checkout.giftCard.recipientEmail': 'Recipient email',
  'checkout.giftCard.recipientMobile': 'Recipient mobile',
  'checkout.giftCard.mobilePlaceholder': '03xx xxxxxxx',
  'checkout.giftCard.yourDetails': 'Your details',
  'checkout.giftCard.yourName': 'Your name',
  'checkout.giftCard.yourEmail': 'Your email',
  'checkout.giftCard.yourMobile': 'Your mobile',
  'checkout.giftCard.bankCard': 'Bank card',
  'checkout.giftCard.sandboxNote':
    'Sandbox: no real money moves. Test card {card}, any future expiry and CVC.',
  'checkout.giftCard.valueWarning': GIFT_CARD_MESSAGES.valueWarning,
  'checkout.giftCard.agreement': GIFT_CARD_MESSAGES.agreement,
  'checkout.giftCard.buy': 'Buy Gift Card',
  'checkout.giftCard.pleaseWait': 'Please wait…',
  'checkout.giftCard.transactionFailed': GIFT_CARD_MESSAGES.transactionFailed,
  'checkout.giftCard.noneSent':
    'No gift card was sent. You can try again with the same details or another card.',
  'checkout.giftCard.purchaseFailed': GIFT_CARD_MESSAGES.purchaseFailed,
  'checkout.giftCard.cancel': 'Cancel',
  'checkout.giftCard.tryAgain': 'Try Again',
  'checkout.giftCard.sentTitle': 'Gift Card Sent',
  'checkout.giftCard.sent': 'Your e-gift card is paid and on its way to {name}. The code is in their e-mail.',
  'checkout.giftCard.orderNo': 'Order No',
  'checkout.giftCard.submitted': 'Submitted',
  'checkout.giftCard.resultAmount': 'Amount',
  'checkout.giftCard.done': 'Done',
  'checkout.giftCard.pageTitle': 'E-Gift Cards',
  'checkout.giftCard.pageDescription':
    'Send a Bookshop e-gift card by e-mail, paid by bank card, redeemed once at checkout.',
  'checkout.giftCard.pageIntro':
    'Send a Bookshop e-gift card worth {min} to {max} by e-mail. The recipient enters its code in the Gift card field at checkout; a card is used once, on one order.',
  'checkout.giftCard.send': 'Send a Gift Card',

  // Bank card discounts (/card-discounts).
  'checkout.cardDiscounts.title': 'Bank Card Discounts',
  'checkout.cardDiscounts.intro':
    'Pay with a card of these banks and save on books. Usable once per card per day, for books only.',
  'checkout.cardDiscounts.givingBooks': 'Giving books?',
  'checkout.cardDiscounts.sendGiftCard': 'Send an e-gift card',
  'checkout.cardDiscounts.paidByBankCard': ', paid by bank card.',
  'checkout.cardDiscounts.percentTerms': '{percent}% off every book, up to {limit} per order.',
  'checkout.cardDiscounts.amountTerms': '{amount} off every book, up to {limit} per order.',
  'checkout.cardDiscounts.cardsStarting': 'Cards starting {bin}',
  'checkout.cardDiscounts.loading': 'Loading…',
  'checkout.cardDiscounts.loadFailed': 'Error',

  // The sandbox provider's wallet approval page (served by the shop's server).
  'checkout.sandbox.pageTitle': '{wallet} sandbox approval',
  'checkout.sandbox.sandbox': 'Sandbox',
  'checkout.sandbox.noRealMoney': ': no real money moves.',
  'checkout.sandbox.heading': '{wallet} payment',
  'checkout.sandbox.question': 'Pay {amount} to the Bookshop?',
  'checkout.sandbox.approve': 'Approve',
  'checkout.sandbox.decline': 'Decline',
  'checkout.sandbox.voided':
    'This payment was cancelled because its order was cancelled or expired. It can no longer be paid, and nothing was taken.',
  'checkout.sandbox.alreadyApproved': 'This payment was already approved ({status}).',
  'checkout.sandbox.closed':
    '{status, select, declined {This payment was declined. It can no longer be paid.} other {This payment was {status}. It can no longer be paid.}}',
  'checkout.sandbox.cardUnreadable': 'The card details could not be read.',
  'checkout.sandbox.cardExpired': 'Your card has expired.',
  'checkout.sandbox.cvcInvalid': "Your card's security code is invalid.",
  'checkout.sandbox.notTestCard':
    'This is the sandbox: use {good}, {declined}, or a Mastercard or American Express test number.',
  'checkout.sandbox.backToShop': 'Back to the shop',

  // The cart's toasts (spec section 8), the domain's words: adding, changing, removing, moving.
  'checkout.cartToast.addedToCart': CART_MESSAGES.added,
  'checkout.cartToast.addedToWishlist': CART_MESSAGES.addedToWishlist,
  'checkout.cartToast.savedForLater': CART_MESSAGES.savedForLater,
  'checkout.cartToast.deleted': CART_MESSAGES.deleted,
  'checkout.cartToast.moved': CART_MESSAGES.moved,
  'checkout.cartToast.addFailed': CART_MESSAGES.addFailed,
  'checkout.cartToast.updateFailed': CART_MESSAGES.updateFailed,
  'checkout.cartToast.deleteFailed': CART_MESSAGES.deleteFailed,
  'checkout.cartToast.moveFailed': CART_MESSAGES.moveFailed,
} as const satisfies Record<string, string>;
