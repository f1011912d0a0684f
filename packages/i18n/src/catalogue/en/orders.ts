import {
  BACKORDER_NOTE,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_SENTENCES,
  PAYMENT_METHOD_TABLE,
  PAYMENT_STATE_TABLE,
  type PaymentStateCode,
} from '@bookshop/domain';

/*
 * The words of order statuses, payment states and payment methods are defined once, in the
 * domain's tables (the back office and the e-mails' English read them there); the storefront
 * reads them through these keys so that each has its Urdu beside it.
 */
const state = (code: PaymentStateCode) => {
  const entry = PAYMENT_STATE_TABLE.find((e) => e.code === code);
  if (!entry) throw new RangeError(`unknown payment state ${code}`);
  return entry;
};
const method = (code: number) => PAYMENT_METHOD_TABLE.find((e) => e.code === code)?.label ?? '';

/**
 * The orders area's messages in English (see ./index.ts): the order page (confirmation, Your
 * Orders, an order looked up or opened by its link), its timeline, the printable invoice, the
 * lookup form and the cancel, cancel-demand and return dialogs.
 */
export const orders = {
  // Order statuses, as the badge and the timeline name them.
  'orders.status.pending_payment': ORDER_STATUS_LABELS.pending_payment,
  'orders.status.placed': ORDER_STATUS_LABELS.placed,
  'orders.status.processing': ORDER_STATUS_LABELS.processing,
  'orders.status.shipped': ORDER_STATUS_LABELS.shipped,
  'orders.status.delivered': ORDER_STATUS_LABELS.delivered,
  'orders.status.cancelled': ORDER_STATUS_LABELS.cancelled,
  'orders.status.payment_failed': ORDER_STATUS_LABELS.payment_failed,

  // What each status means, in one sentence under the heading.
  'orders.statusSentence.pending_payment': ORDER_STATUS_SENTENCES.pending_payment,
  'orders.statusSentence.placed': ORDER_STATUS_SENTENCES.placed,
  'orders.statusSentence.processing': ORDER_STATUS_SENTENCES.processing,
  'orders.statusSentence.shipped': ORDER_STATUS_SENTENCES.shipped,
  'orders.statusSentence.delivered': ORDER_STATUS_SENTENCES.delivered,
  'orders.statusSentence.cancelled': ORDER_STATUS_SENTENCES.cancelled,
  'orders.statusSentence.payment_failed': ORDER_STATUS_SENTENCES.payment_failed,

  // Where the order's money stands: a short label, and the sentence a shopper reads.
  'orders.paymentState.to_pay_on_delivery': state('to_pay_on_delivery').label,
  'orders.paymentState.awaiting_transfer': state('awaiting_transfer').label,
  'orders.paymentState.awaiting_wallet_approval': state('awaiting_wallet_approval').label,
  'orders.paymentState.awaiting_card_payment': state('awaiting_card_payment').label,
  'orders.paymentState.paid': state('paid').label,
  'orders.paymentState.paid_by_gift_card': state('paid_by_gift_card').label,
  'orders.paymentState.refunded': state('refunded').label,
  'orders.paymentState.refund_due': state('refund_due').label,
  'orders.paymentState.voided': state('voided').label,
  'orders.paymentState.failed': state('failed').label,
  'orders.paymentMessage.to_pay_on_delivery': state('to_pay_on_delivery').message,
  'orders.paymentMessage.awaiting_transfer': state('awaiting_transfer').message,
  'orders.paymentMessage.awaiting_wallet_approval': state('awaiting_wallet_approval').message,
  'orders.paymentMessage.awaiting_card_payment': state('awaiting_card_payment').message,
  'orders.paymentMessage.paid': state('paid').message,
  'orders.paymentMessage.paid_by_gift_card': state('paid_by_gift_card').message,
  'orders.paymentMessage.refunded': state('refunded').message,
  'orders.paymentMessage.refund_due': state('refund_due').message,
  'orders.paymentMessage.voided': state('voided').message,
  'orders.paymentMessage.failed': state('failed').message,

  // How the order is paid, by the payment method's code.
  'orders.paymentMethod.1': method(1),
  'orders.paymentMethod.2': method(2),
  'orders.paymentMethod.3': method(3),
  'orders.paymentMethod.4': method(4),
  'orders.paymentMethod.5': method(5),
  'orders.paymentMethod.6': method(6),

  // The order page.
  'orders.detail.orderNo': 'Order No: {id}',
  'orders.detail.placedOn': 'Placed on {moment}',
  'orders.detail.progress': 'Order progress',
  'orders.detail.notYet': 'Not yet',
  'orders.detail.payment': 'Payment',
  'orders.detail.bankDetails': 'Bank transfer details',
  'orders.detail.payByTransfer': 'Please pay by bank transfer:',
  'orders.detail.bank': 'Bank',
  'orders.detail.accountTitle': 'Account title',
  'orders.detail.account': 'Account',
  'orders.detail.reference': 'Reference',
  'orders.detail.payBy': 'Pay by',
  'orders.detail.unpaidCancelled': 'An order not paid by then is cancelled and its books go back on sale.',
  'orders.detail.delivery': 'Delivery',
  'orders.detail.expectedOn': 'Expected on {day}',
  'orders.detail.expectedBetween': 'Expected between {from} and {to}',
  'orders.detail.whenBackInStock':
    'Ships when every book is back in stock; we will e-mail you when it leaves.',
  'orders.detail.courier': 'Courier',
  'orders.detail.trackingNumber': 'Tracking number',
  'orders.detail.shippedOn': 'Shipped on',
  'orders.detail.deliveryAddress': 'Delivery address',
  'orders.detail.phone': 'Phone: {phone}',
  'orders.detail.items': 'Items',
  'orders.detail.coverAlt': 'Cover of {title}',
  'orders.detail.lineCardDiscount': 'card discount -{amount}',
  'orders.detail.lineTotal': 'Line total',
  'orders.detail.backorder': BACKORDER_NOTE,
  'orders.detail.choices': 'Your choices',
  'orders.detail.giftWrap': 'Gift wrap',
  'orders.detail.giftWrapped': 'Yes, gift wrapped',
  'orders.detail.no': 'No',
  'orders.detail.invoice': 'Invoice',
  'orders.detail.invoiceSent': 'Sent with your confirmation e-mail as a PDF',
  'orders.detail.invoiceNotAsked': 'Not asked for',
  'orders.detail.specialInstructions': 'Special instructions',
  'orders.detail.none': 'None',
  'orders.detail.cancelRequested':
    "Cancellation requested on {moment}. We will e-mail you the shop's answer.",
  'orders.detail.returnRequested':
    'Return requested on {moment}. We will e-mail you once the shop has decided.',
  'orders.detail.returnApproved': 'Your return was approved.',
  'orders.detail.returnRejected': 'Your return was not accepted.',
  'orders.detail.payNow': 'Pay Now',
  'orders.detail.paying': 'Paying...',
  'orders.detail.reorder': 'Reorder',
  'orders.detail.addingToCart': 'Adding to cart...',
  'orders.detail.requestReturn': 'Request a Return',
  'orders.detail.cancelOrder': 'Cancel Order',
  'orders.detail.requestCancellation': 'Request Cancellation',
  'orders.detail.printableInvoice': 'Printable invoice',
  'orders.detail.invoicePdf': 'Invoice (PDF)',
  'orders.detail.returnsUntil': 'Returns can be asked for until {day}.',
  'orders.detail.returnsWereUntil': 'Returns could be asked for until {day}.',

  // Totals, on the order page and the invoice.
  'orders.totals.subtotal': 'Subtotal',
  'orders.totals.cardDiscount': 'Bank card discount',
  'orders.totals.shipping': 'Shipping',
  'orders.totals.giftWrap': 'Gift wrap',
  'orders.totals.giftCard': 'Gift card',
  'orders.totals.total': 'Total',

  // The printable invoice.
  'orders.invoice.print': 'Print',
  'orders.invoice.downloadPdf': 'Download PDF',
  'orders.invoice.title': 'Invoice',
  'orders.invoice.orderNo': 'Order No',
  'orders.invoice.date': 'Date',
  'orders.invoice.payment': 'Payment',
  'orders.invoice.billTo': 'Bill to',
  'orders.invoice.deliverTo': 'Deliver to',
  'orders.invoice.caption': 'Items of Order No: {id}',
  'orders.invoice.item': 'Item',
  'orders.invoice.qty': 'Qty',
  'orders.invoice.unitPrice': 'Unit price',
  'orders.invoice.amount': 'Amount',
  'orders.invoice.specialInstructions': 'Special instructions: {text}',
  'orders.invoice.giftWrapped': 'Gift wrapped.',

  // Finding an order without logging in.
  'orders.lookup.title': 'Find your order',
  'orders.lookup.intro':
    'Enter the order number from your confirmation e-mail and the e-mail address or phone number you ordered with. No login needed.',
  'orders.lookup.orderNumber': 'Order number',
  'orders.lookup.email': 'Email',
  'orders.lookup.or': 'or',
  'orders.lookup.phone': 'Phone',
  'orders.lookup.phoneHint': 'The phone number of the delivery address, e.g. 0300 1234567',
  'orders.lookup.lookingUp': 'Looking up...',
  'orders.lookup.submit': 'Find My Order',

  // Cancelling, and asking the shop to cancel a shipped order.
  'orders.cancel.title': 'Cancel Order',
  'orders.cancel.confirm': 'Confirm',
  'orders.cancel.cancelling': 'Cancelling...',
  'orders.cancel.question': 'Are You Sure You want to cancel this Order No: {id}',
  'orders.demand.title': 'Request Cancellation',
  'orders.demand.explain':
    'Order No: {id} has shipped, so it can no longer be cancelled here. Tell us why you want it cancelled and we will ask the courier to bring it back.',

  // Both requests' dialogs (cancel demand, return).
  'orders.request.done': 'Done',
  'orders.request.cancel': 'Cancel',
  'orders.request.sending': 'Sending...',
  'orders.request.send': 'Send Request',
  'orders.request.reason': 'Reason',
  'orders.request.reasonHint': 'Up to {max} characters.',

  // Asking for a return.
  'orders.return.title': 'Request a Return',
  'orders.return.which': 'Which books of Order No: {id} are you sending back?',
  'orders.return.copiesOf': 'Copies of {title} to return',
  'orders.return.none': 'None',
  'orders.return.copiesChoice': '{n} of {qty}',

  // The order pages of the web app.
  'orders.page.loading': 'Loading…',
  'orders.page.error': 'Error',
  'orders.page.tryAgain': 'something went wrong please try again',
  'orders.page.paymentUnsuccessful': 'The transaction was unsuccessful.',
  'orders.page.findYourOrder': 'Find your order',
  'orders.page.confirmationTitle': 'Order confirmation',
  'orders.page.noOrderNamed': 'This link names no order.',
  'orders.page.findWithNumberAndEmail': '{link} with its number and your e-mail address.',
  'orders.page.loadOrderFailed': 'We could not load your order. Please try again.',
  'orders.page.paymentFailedTitle': 'Payment failed',
  'orders.page.thankYouTitle': 'Thank you for your order',
  'orders.page.emailed':
    'We have e-mailed your order details to {email}, with a link that opens this order on any device.',
  'orders.page.seeAllOrders': 'See all your orders',
  'orders.page.ordersTitle': 'Your Orders',
  'orders.page.noOrdersYet': 'You have no orders yet.',
  'orders.page.orderedAsGuest': 'Ordered as a guest? {link} with its number and e-mail address.',
  'orders.page.trackingTitle': 'Tracking Your Order',
  'orders.page.trackingDescription':
    'Find your order with its number and the e-mail address or phone number you ordered with.',
  'orders.page.lookupFailed': 'We could not look up your order. Please try again.',
  'orders.page.openFailed': 'We could not open this order. Please try again.',
  'orders.page.yourOrderTitle': 'Your order',
  'orders.page.invoiceTitle': 'Invoice',
  'orders.page.invoiceOfOrder': 'Invoice for Order No: {id}',
  'orders.page.invoiceFailed': 'We could not load this invoice. Please try again.',
  'orders.page.backToOrder': 'Back to the order',
  'orders.page.notInThisBrowser': 'Order No: {id} cannot be opened in this browser.',
  'orders.page.noOrdersHere': 'No orders were placed from this browser.',
  'orders.page.howToOpen':
    'Open the link in your order e-mail, which works on any device, or find the order with its number and the e-mail address or phone number you ordered with.',
} as const satisfies Record<string, string>;
