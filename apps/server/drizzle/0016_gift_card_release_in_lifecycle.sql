-- Issue 23: one order lifecycle. Hand-written (team rule: never drizzle-kit generate).
--
-- The gift card of an order that ends is given back by the order lifecycle
-- (src/orders/lifecycle.ts, release-order-holds.ts), in the transaction whose status change
-- ended the order, beside its stock and card discount, and recorded on the order's timeline with
-- the value returned. The trigger of 0009 did the same on any status update; two mechanisms
-- would each think they gave the card back, so the trigger goes.
DROP TRIGGER IF EXISTS "orders_release_gift_card" ON "orders";
--> statement-breakpoint
DROP FUNCTION IF EXISTS gift_cards_release_for_order();
--> statement-breakpoint
-- The reconciliation (expire-unpaid-orders.ts) looks every minute for ended card and wallet
-- orders whose payment is not settled (the provider was away, or a refund is still due): a
-- partial index keeps that to the few such orders, however many the shop has.
CREATE INDEX "orders_payment_unsettled_idx" ON "orders" USING btree ("id") WHERE "status" IN ('cancelled', 'payment_failed') AND ("payment_outcome" IS NULL OR "payment_outcome" = 'refund_due');
