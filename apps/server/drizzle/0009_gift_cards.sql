-- Issue 12: e-gift cards. Hand-written (team rule: never drizzle-kit generate).
-- The shop's migrator (src/db/migrate.ts) applies every journal entry whose idx is not yet in
-- schema_migrations, in idx order, and never reads the journal's "when": a shop already migrated
-- to 0010/0011 (or later) applies this 0009 at its next start. Its "when" is still later than
-- 0011's, so drizzle's own migrator, which compares timestamps, would apply it too.
--
-- One row per purchase attempt (the form post of /update_e_gift_card). The code is stored only
-- as a SHA-256 hash (it has ~79 random bits, so a plain hash cannot be reversed by guessing) and
-- its last four characters, the only part the shop can show again. `payment_intent_id` makes the
-- form post idempotent: posting the same confirmed card again never buys a second card.
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_mobile" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_mobile" text NOT NULL,
	"card_network" text,
	"card_last_four" text,
	"payment_reference" text,
	"receipt_key_hash" text NOT NULL,
	"code_hash" text,
	"code_last_four" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_order_id" integer,
	CONSTRAINT "gift_cards_status_check" CHECK ("gift_cards"."status" in ('pending', 'paid', 'declined')),
	CONSTRAINT "gift_cards_amount_check" CHECK ("gift_cards"."amount" between 500 and 10000),
	CONSTRAINT "gift_cards_paid_code_check" CHECK (("gift_cards"."status" = 'paid') = ("gift_cards"."code_hash" is not null)),
	CONSTRAINT "gift_cards_redeemed_check" CHECK ("gift_cards"."redeemed_at" is null or "gift_cards"."status" = 'paid')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_payment_intent_key" ON "gift_cards" USING btree ("payment_intent_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");
--> statement-breakpoint
CREATE INDEX "gift_cards_redeemed_order_idx" ON "gift_cards" USING btree ("redeemed_order_id");
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_order_id_orders_id_fk" FOREIGN KEY ("redeemed_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- What a redeemed gift card took off an order's total (the rest of the card lapsed).
ALTER TABLE "orders" ADD COLUMN "gift_card" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal" >= 0 and "orders"."shipping" >= 0 and "orders"."gift_wrap_fee" >= 0 and "orders"."card_discount" >= 0 and "orders"."gift_card" >= 0 and "orders"."total" >= 0 and "orders"."total" = "orders"."subtotal" - "orders"."card_discount" + "orders"."shipping" + "orders"."gift_wrap_fee" - "orders"."gift_card");
--> statement-breakpoint
-- A gift card goes back to its holder, whole, when the order it was redeemed on is cancelled or
-- its payment fails or lapses: single-use means one order that stands, not one attempt. A
-- trigger, so every path that ends an order (the shopper's cancel, a declined card, the unpaid
-- order expiry, an operator in psql) gives the card back in the same transaction.
CREATE FUNCTION gift_cards_release_for_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gift_cards SET redeemed_at = NULL, redeemed_order_id = NULL WHERE redeemed_order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_release_gift_card AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status IN ('cancelled', 'payment_failed') AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION gift_cards_release_for_order();
