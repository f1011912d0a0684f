import type { Order, OrderViewResponse } from '@bookshop/domain';
import { homeAddress } from './app-test-utils';

// Orders and order answers for the order page tests (confirmation, Your Orders, lookup, link).

/** A cash-on-delivery order of two copies of Dune to Lahore, placed. */
export const placedOrder: Order = {
  id: 31,
  status: 'placed',
  created_at: '2026-11-22T10:00:00.000Z',
  email: 'ayesha@example.pk',
  payment_option: 4,
  shipping_address: homeAddress,
  billing_address: homeAddress,
  gift_wrap: true,
  special_instruction: 'Ring twice.\nGate 2.',
  items: [
    {
      Book_Id: 3,
      BOOK_TITLE: 'Dune',
      authorName: 'Frank Herbert',
      picname: 'demo-dune',
      kind: 'book',
      qty: 2,
      unit_price: 850,
      card_discount: 0,
      line_total: 1700,
      backorder: false,
    },
  ],
  totals: { subtotal: 1700, shipping: 150, giftWrap: 100, cardDiscount: 0, giftCard: 0, total: 1950 },
  cancel_demand: null,
  payment_state: { code: 'to_pay_on_delivery', label: 'To pay on delivery' },
  send_invoice: true,
  delivery_estimate: {
    kind: 'dated',
    from: '2026-11-23',
    to: '2026-11-24',
    words: 'Expected between Mon 23 Nov and Tue 24 Nov',
  },
  timeline: [{ status: 'placed', label: 'Placed', at: '2026-11-22T10:00:00.000Z' }],
  return_request: null,
  return_until: null,
  shipment: null,
};

/** The signed link the server hands back with an order. */
export const access = {
  token: 'b3JkZXI.c2lnbmVk',
  expires_at: '2027-02-20T10:00:00.000Z',
  url: 'http://localhost/orders/view?token=b3JkZXI.c2lnbmVk',
};

/** `GET /api/orders/{id}`, `GET /api/orders/by-link` and `POST /api/orders/lookup` answer this. */
export function viewOf(order: Order): OrderViewResponse {
  return { success: true, data: { order, bankTransfer: null, access } };
}
