-- Issue 11 follow-ups. Unpaid orders (a wallet payment never approved, a bank transfer never
-- made) are found by the expiry job every minute: a partial index keeps that look-up to the few
-- orders still waiting, however many the shop has.
CREATE INDEX "orders_pending_payment_idx" ON "orders" USING btree ("created_at") WHERE "status" = 'pending_payment';
--> statement-breakpoint
-- A shopper's request that the shop cancel an order it can no longer cancel itself (it has
-- shipped). One per order: asking again changes nothing. The shop is e-mailed through the outbox.
CREATE TABLE "order_cancel_demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancel_demands_reason_check" CHECK (char_length("order_cancel_demands"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "order_cancel_demands" ADD CONSTRAINT "order_cancel_demands_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancel_demands_order_key" ON "order_cancel_demands" USING btree ("order_id");
