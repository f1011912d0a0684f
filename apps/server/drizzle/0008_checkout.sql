CREATE TABLE "bin_discount_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"bank_logo" text NOT NULL,
	"bin" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"discount_limit" integer NOT NULL,
	"rule_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bin_discount_rules_bin_check" CHECK ("bin_discount_rules"."bin" ~ '^[0-9]{6,8}$'),
	CONSTRAINT "bin_discount_rules_type_check" CHECK ("bin_discount_rules"."discount_type" in ('percentage', 'value')),
	CONSTRAINT "bin_discount_rules_value_check" CHECK ("bin_discount_rules"."discount_value" > 0 and ("bin_discount_rules"."discount_type" = 'value' or "bin_discount_rules"."discount_value" <= 100)),
	CONSTRAINT "bin_discount_rules_limit_check" CHECK ("bin_discount_rules"."discount_limit" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bin_discount_rules_bin_key" ON "bin_discount_rules" USING btree ("bin");
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"guest_token_id" integer,
	"email" text NOT NULL,
	"card_network" text NOT NULL,
	"bin" text NOT NULL,
	"last_four" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_owner_check" CHECK (num_nonnulls("payment_methods"."user_id", "payment_methods"."guest_token_id") = 1),
	CONSTRAINT "payment_methods_network_check" CHECK ("payment_methods"."card_network" in ('visa', 'mastercard', 'amex')),
	CONSTRAINT "payment_methods_bin_check" CHECK ("payment_methods"."bin" ~ '^[0-9]{6,8}$'),
	CONSTRAINT "payment_methods_last_four_check" CHECK ("payment_methods"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_guest_token_id_auth_tokens_id_fk" FOREIGN KEY ("guest_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_token_key" ON "payment_methods" USING btree ("token");
--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "payment_methods_guest_idx" ON "payment_methods" USING btree ("guest_token_id");
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_token_id" integer,
	"email" text NOT NULL,
	"subscribe_newsletter" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"payment_option" smallint NOT NULL,
	"card_token" text,
	"card_network" text,
	"card_last_four" text,
	"payment_reference" text,
	"refund_reference" text,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"gift_wrap" boolean DEFAULT false NOT NULL,
	"send_invoice" boolean DEFAULT true NOT NULL,
	"special_instruction" text DEFAULT '' NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping" integer NOT NULL,
	"gift_wrap_fee" integer NOT NULL,
	"card_discount" integer NOT NULL,
	"total" integer NOT NULL,
	"bin_rule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'placed', 'processing', 'shipped', 'delivered', 'cancelled', 'payment_failed')),
	CONSTRAINT "orders_payment_option_check" CHECK ("orders"."payment_option" between 1 and 5),
	CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal" >= 0 and "orders"."shipping" >= 0 and "orders"."gift_wrap_fee" >= 0 and "orders"."card_discount" >= 0 and "orders"."total" = "orders"."subtotal" - "orders"."card_discount" + "orders"."shipping" + "orders"."gift_wrap_fee")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_token_id_auth_tokens_id_fk" FOREIGN KEY ("guest_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bin_rule_id_bin_discount_rules_id_fk" FOREIGN KEY ("bin_rule_id") REFERENCES "public"."bin_discount_rules"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id", "id");
--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_token_id", "id");
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"book_id" integer,
	"title" text NOT NULL,
	"author_name" text NOT NULL,
	"picname" text NOT NULL,
	"kind" text NOT NULL,
	"stock_status" text NOT NULL,
	"qty" integer NOT NULL,
	"list_price" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"card_discount" integer NOT NULL,
	"line_total" integer NOT NULL,
	"reserved_qty" integer NOT NULL,
	CONSTRAINT "order_items_qty_check" CHECK ("order_items"."qty" > 0 and "order_items"."reserved_qty" between 0 and "order_items"."qty")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "card_discount_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_fingerprint" text NOT NULL,
	"day" date NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_discount_uses" ADD CONSTRAINT "card_discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "card_discount_uses_card_day_key" ON "card_discount_uses" USING btree ("card_fingerprint", "day");
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"attempt" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"order_id" integer,
	"response_status" integer,
	"response_body" jsonb,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("owner", "key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "sandbox_provider_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret_hash" text NOT NULL,
	"encryption_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"card_token" text,
	"customer_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_intents_status_check" CHECK ("sandbox_provider_intents"."status" in ('requires_confirmation', 'succeeded', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"card_network" text NOT NULL,
	"bin" text NOT NULL,
	"last_four" text NOT NULL,
	"fingerprint" text NOT NULL,
	"declines_charges" boolean NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"card_token" text,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_payments_method_check" CHECK ("sandbox_provider_payments"."method" in ('card', 'jazzcash', 'easypaisa')),
	CONSTRAINT "sandbox_provider_payments_status_check" CHECK ("sandbox_provider_payments"."status" in ('pending', 'succeeded', 'declined', 'refunded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_provider_payments_reference_key" ON "sandbox_provider_payments" USING btree ("reference");
--> statement-breakpoint
CREATE TABLE "sandbox_provider_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "bin_discount_rules" ("bank_name", "bank_logo", "bin", "discount_type", "discount_value", "discount_limit") VALUES
	('Indus Demo Bank', '/bank-logos/indus-demo-bank.svg', '424242', 'percentage', 10, 1000),
	('Ravi Demo Bank', '/bank-logos/ravi-demo-bank.svg', '555555', 'value', 100, 300),
	('Karakoram Demo Bank', '/bank-logos/karakoram-demo-bank.svg', '378282', 'percentage', 15, 750)
