-- Issue 23: payments belong to who started them. Hand-written (team rule: never drizzle-kit generate).
--
-- A card intent's id travels in the provider's confirm URL and was enough, alone, to save another
-- shopper's card or to pay a gift card with it. The shop now records who asked for each intent
-- (a user, or a guest's token) and a SHA-256 of the client secret only the asking browser holds;
-- an intent is used once, for one purpose, by that shopper with that secret.
CREATE TABLE "card_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_token_id" integer,
	"client_secret_hash" text NOT NULL,
	"spent_for" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_intents_owner_check" CHECK (num_nonnulls("card_intents"."user_id", "card_intents"."guest_token_id") = 1),
	CONSTRAINT "card_intents_spent_for_check" CHECK ("card_intents"."spent_for" in ('saved_card', 'gift_card'))
);
--> statement-breakpoint
ALTER TABLE "card_intents" ADD CONSTRAINT "card_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_intents" ADD CONSTRAINT "card_intents_guest_token_id_auth_tokens_id_fk" FOREIGN KEY ("guest_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "card_intents_user_idx" ON "card_intents" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "card_intents_guest_idx" ON "card_intents" USING btree ("guest_token_id");
