// Place-order under load (issue 11): `shoppers` guests at once, each in a closed loop filling a
// two-book cart and placing a cash-on-delivery order with its own Idempotency-Key; each shopper's
// first order is sent a second time with the same key. Afterwards each shopper's order list is compared with the
// orders acknowledged to it: none may be missing (lost) and none extra or twice (duplicated).
import { randomUUID } from 'node:crypto';

async function json(base, method, url, token, body, headers = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function newShopper(base) {
  const guest = await json(base, 'POST', '/api/auth/guest');
  const token = guest.body.data.token;
  const address = await json(base, 'POST', '/api/addresses', token, {
    firstName: 'Bench',
    lastName: 'Shopper',
    phone: '0300 1234567',
    address: '1 Bench Road',
    city: 'Lahore',
    province: 'Punjab',
    country: 'Pakistan',
    zipCode: '54000',
  });
  return { token, addressId: address.body.data.address.id, acknowledged: [] };
}

function shownLines(cart) {
  const groups = cart.data ?? cart;
  return ['availableBooks', 'outOfStockBooks', 'preOrderBooks', 'onDemandBooks'].flatMap((g) =>
    groups[g].map(({ Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty }) => ({
      Book_Id,
      PAK_PRICE,
      Discount,
      availabilityStatus,
      cart_qty,
    })),
  );
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Throughput and latency of `POST /api/cart/place-order` with `shoppers` concurrent shoppers. */
export async function measurePlaceOrder(base, bookIds, { shoppers = 50, seconds = 10 } = {}) {
  const people = [];
  for (let i = 0; i < shoppers; i += 10) {
    people.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, shoppers - i) }, () => newShopper(base)))),
    );
  }
  const latencies = [];
  let refused = 0;
  let errors = 0;
  let replays = 0;
  let replayMismatches = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    people.map(async (p) => {
      while (Date.now() < deadline) {
        for (let k = 0; k < 2; k++) {
          const bookId = bookIds[next++ % bookIds.length];
          await json(base, 'POST', '/api/cart/add-cart-item', p.token, { bookId, qty: 1, cartType: 'cart' });
        }
        const cart = await json(base, 'GET', '/api/cart/order-cart?web=true', p.token);
        const lines = shownLines(cart.body);
        if (lines.length === 0) continue;
        const body = {
          email: 'bench@example.pk',
          subscribeToNewsLetter: false,
          address_id: p.addressId,
          billing_address_id: p.addressId,
          payment_option: 4,
          gift_wrap: 0,
          invoice_not_submit: 0,
          special_instruction: '',
          shown_lines: lines,
        };
        const key = randomUUID();
        const started = performance.now();
        const res = await json(base, 'POST', '/api/cart/place-order', p.token, body, {
          'idempotency-key': key,
        });
        latencies.push(performance.now() - started);
        if (res.status === 200) {
          p.acknowledged.push(res.body.data.order.id);
          if (p.acknowledged.length === 1) {
            replays++;
            const again = await json(base, 'POST', '/api/cart/place-order', p.token, body, {
              'idempotency-key': key,
            });
            if (again.body?.data?.order?.id !== res.body.data.order.id) replayMismatches++;
          }
        } else if (res.status === 409 || res.status === 422) {
          refused++;
          // Sold out or changed meanwhile: start again with an empty cart.
          for (const line of (cart.body.data ?? cart.body).availableBooks ?? []) {
            await json(base, 'DELETE', `/api/cart/delete-cart-item/${line.cart_item_id}`, p.token);
          }
        } else {
          errors++;
        }
      }
    }),
  );
  let lost = 0;
  let duplicated = 0;
  let placed = 0;
  for (const p of people) {
    const list = await json(base, 'GET', '/api/orders', p.token);
    const onServer = list.body.data.orders.map((o) => o.id);
    const acked = new Set(p.acknowledged);
    placed += p.acknowledged.length;
    lost += p.acknowledged.filter((id) => !onServer.includes(id)).length;
    duplicated += onServer.length - new Set(onServer).size + onServer.filter((id) => !acked.has(id)).length;
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    shoppers,
    seconds,
    placed,
    ordersPerSecond: Math.round((placed / seconds) * 10) / 10,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    refused,
    errors,
    replays,
    replayMismatches,
    lost,
    duplicated,
  };
}
