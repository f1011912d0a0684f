import type { AdminOrderDetail, AdminOrderSummary } from '@bookshop/domain';

const address = {
  id: 31,
  Name: 'Ayesha Khan',
  Phone: '+923001234567',
  Address: '12 Mall Road',
  City: 'Lahore',
  Province: 'Punjab',
  Country: 'Pakistan',
  PostCode: '54000',
};

/** A cash-on-delivery order placed and not yet confirmed by phone, as the order desk shows it. */
export function adminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 1042,
    status: 'placed',
    created_at: '2026-11-25T09:00:00.000Z',
    updated_at: '2026-11-25T09:00:00.000Z',
    email: 'ayesha@example.pk',
    customer: { id: 7, name: 'Ayesha Khan' },
    shipping_address: address,
    billing_address: { ...address, id: 32, Address: '4 Canal View' },
    special_instruction: 'Call before coming.\nGate 2.',
    gift_wrap: true,
    send_invoice: false,
    subscribe_newsletter: false,
    lines: [
      {
        Book_Id: 7,
        BOOK_TITLE: 'Moth Smoke',
        authorName: 'Mohsin Hamid',
        picname: 'moth-smoke',
        kind: 'book',
        qty: 2,
        unit_price: 950,
        card_discount: 0,
        line_total: 1900,
        backorder: false,
        list_price: 1000,
        discount_percent: 5,
        reserved_qty: 2,
      },
    ],
    totals: { subtotal: 1900, shipping: 150, giftWrap: 100, cardDiscount: 0, total: 2150 },
    payment: {
      method: 4,
      method_label: 'Cash on Delivery',
      kind: 'on_delivery',
      state: { code: 'to_pay_on_delivery', label: 'To pay on delivery' },
      outcome: null,
      provider_reference: null,
      card: null,
      captured: 0,
      voided: 0,
      refunded: 0,
      refund_due: 0,
      refundable: 0,
      refunds: [],
    },
    cod_confirmation: null,
    shipment: null,
    cancel_demand: null,
    timeline: [
      {
        kind: 'event',
        at: '2026-11-25T09:00:00.000Z',
        from_status: null,
        to_status: 'placed',
        actor: 'shopper',
        note: null,
        payment: null,
        returned: { stock: 0, card_discount: false, gift_card: 0 },
      },
      {
        kind: 'email',
        at: '2026-11-25T09:00:02.000Z',
        to: 'ayesha@example.pk',
        subject: 'Your order No: 1042 is placed',
        state: 'sent',
      },
    ],
    actions: ['confirm_cod', 'cancel'],
    ...overrides,
  };
}

/** The same order as a row of the queue. */
export function queueRow(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: 1042,
    created_at: '2026-11-25T09:00:00.000Z',
    status: 'placed',
    payment_option: 4,
    payment_state: { code: 'to_pay_on_delivery', label: 'To pay on delivery' },
    email: 'ayesha@example.pk',
    name: 'Ayesha Khan',
    phone: '+923001234567',
    city: 'Lahore',
    total: 2150,
    items: 2,
    open_cancel_demand: false,
    actions: ['confirm_cod', 'cancel'],
    ...overrides,
  };
}

/** Counts of every status, all 0 but those given. */
export function statusCounts(given: Partial<Record<AdminOrderSummary['status'], number>> = {}) {
  return {
    pending_payment: 0,
    placed: 0,
    processing: 0,
    shipped: 0,
    delivered: 0,
    cancelled: 0,
    payment_failed: 0,
    ...given,
  };
}
