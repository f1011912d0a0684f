-- Issue 23: one order lifecycle. Hand-written (team rule: never drizzle-kit generate).
--
-- The orders check constraints come from the domain's tables (packages/domain/src/tables): the
-- statuses of ORDER_STATUS_TABLE and the codes of PAYMENT_METHOD_TABLE, which now include 6, an
-- order its gift card paid in full. src/db/schema/checkout.ts builds the same lists from the
-- tables, and test/order-lifecycle-schema.test.ts holds the database to them: a status or method
-- added to a table without a migration fails that test.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'placed', 'processing', 'shipped', 'delivered', 'cancelled', 'payment_failed'));
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_option_check";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_option_check" CHECK ("orders"."payment_option" in (1, 2, 3, 4, 5, 6));
--> statement-breakpoint
-- What the lifecycle did with the payment when the order ended: the status alone cannot tell a
-- refunded order from one that never paid, and the shopper is told which (payment-state.ts).
ALTER TABLE "orders" ADD COLUMN "payment_outcome" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_outcome_check" CHECK ("orders"."payment_outcome" is null or "orders"."payment_outcome" in ('failed', 'voided', 'refunded', 'refund_due'));
--> statement-breakpoint
-- Orders that ended before this migration: a failed payment failed; a cancel that recorded a
-- refund refunded; any other cancel took nothing that it kept.
UPDATE "orders" SET "payment_outcome" = CASE
    WHEN "status" = 'payment_failed' THEN 'failed'
    WHEN "refund_reference" IS NOT NULL THEN 'refunded'
    ELSE 'voided'
  END
  WHERE "status" IN ('cancelled', 'payment_failed');
--> statement-breakpoint
-- The sandbox provider voids a payment the shopper has not approved (the order was cancelled or
-- expired); its approval page then refuses it. Until now a void read as declined.
ALTER TABLE "sandbox_provider_payments" DROP CONSTRAINT "sandbox_provider_payments_status_check";
--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD CONSTRAINT "sandbox_provider_payments_status_check" CHECK ("sandbox_provider_payments"."status" in ('pending', 'succeeded', 'declined', 'voided', 'refunded'));
--> statement-breakpoint
-- An order's timeline, written by the lifecycle in the transaction of each change: who moved it
-- (shopper, system, staff:<id>), why, what happened to the money (captured, declined, voided,
-- refunded, refund due, with the amount) and what went back (copies to stock, the card's
-- discount for the day, gift card value). The order desk (issue 24) shows it.
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"payment_action" text,
	"payment_amount" integer,
	"payment_reference" text,
	"stock_returned" integer DEFAULT 0 NOT NULL,
	"card_discount_returned" boolean DEFAULT false NOT NULL,
	"gift_card_returned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_events_status_check" CHECK ("order_events"."to_status" in ('pending_payment', 'placed', 'processing', 'shipped', 'delivered', 'cancelled', 'payment_failed') and ("order_events"."from_status" is null or "order_events"."from_status" in ('pending_payment', 'placed', 'processing', 'shipped', 'delivered', 'cancelled', 'payment_failed'))),
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor" ~ '^(shopper|system|staff:[^[:space:]]{1,64})$'),
	CONSTRAINT "order_events_payment_check" CHECK (("order_events"."payment_action" is null and "order_events"."payment_amount" is null) or ("order_events"."payment_action" in ('captured', 'declined', 'voided', 'refunded', 'refund_due') and "order_events"."payment_amount" is not null and "order_events"."payment_amount" >= 0)),
	CONSTRAINT "order_events_note_check" CHECK (char_length("order_events"."note") <= 500),
	CONSTRAINT "order_events_returned_check" CHECK ("order_events"."stock_returned" >= 0 and "order_events"."gift_card_returned" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id", "id");
--> statement-breakpoint
-- Append-only: a timeline that can be edited afterwards proves nothing.
CREATE FUNCTION order_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER order_events_no_change BEFORE UPDATE OR DELETE ON order_events
  FOR EACH ROW EXECUTE FUNCTION order_events_append_only();
