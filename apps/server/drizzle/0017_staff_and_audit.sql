-- Issue 24: staff accounts, their sessions, the audit log and the order desk's records.
-- Hand-written (team rule: never drizzle-kit generate); src/db/schema/staff.ts and
-- src/db/schema/order-desk.ts describe the same tables.
--
-- Staff are not shoppers: their own accounts, roles (the domain's STAFF_ROLES), an argon2id
-- password hash set through a one-time link, and a TOTP secret set up on the first sign-in. An
-- account is never deleted (the audit log names it): removing it stamps removed_at, which ends its
-- sessions and frees its e-mail for a new invitation.
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_enrolled_at" timestamp with time zone,
	"last_totp_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('owner', 'orders', 'catalogue')),
	CONSTRAINT "staff_accounts_email_check" CHECK ("staff_accounts"."email" = lower("staff_accounts"."email") and char_length("staff_accounts"."email") <= 254),
	CONSTRAINT "staff_accounts_totp_check" CHECK ("staff_accounts"."totp_enrolled_at" is null or "staff_accounts"."totp_secret" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_key" ON "staff_accounts" USING btree ("email") WHERE "staff_accounts"."removed_at" is null;
--> statement-breakpoint
-- One-time tokens, kept as SHA-256 hashes: `setup` is the link that sets a password (from
-- `cli staff add` or an owner's invitation); `totp` is the short-lived second step of the first
-- sign-in and carries the secret being set up until its first code proves the app has it.
CREATE TABLE "staff_setup_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"totp_secret" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_setup_tokens_purpose_check" CHECK ("staff_setup_tokens"."purpose" in ('setup', 'totp')),
	CONSTRAINT "staff_setup_tokens_secret_check" CHECK (("staff_setup_tokens"."purpose" = 'totp') = ("staff_setup_tokens"."totp_secret" is not null))
);
--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" ADD CONSTRAINT "staff_setup_tokens_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_setup_tokens_hash_key" ON "staff_setup_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_setup_tokens_staff_idx" ON "staff_setup_tokens" USING btree ("staff_id");
--> statement-breakpoint
-- Staff sessions: short (8 hours at most, 30 minutes idle) and revocable one by one (sign out) or
-- all at once (removal, a reset).
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_hash_key" ON "staff_sessions" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");
--> statement-breakpoint
-- The audit log: every staff action, written in the transaction of the action itself. staff_id
-- is null for the command line; actor keeps `staff:<id>` or `cli` either way.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" text,
	CONSTRAINT "audit_log_actor_check" CHECK ("audit_log"."actor" ~ '^(cli|staff:[0-9]{1,10})$'),
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" ~ '^[a-z_]{1,40}\.[a-z_]{1,40}$'),
	CONSTRAINT "audit_log_target_check" CHECK ("audit_log"."target_type" in ('staff', 'order', 'cancel_demand', 'customer') and char_length("audit_log"."target_id") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type", "target_id", "id");
--> statement-breakpoint
-- Append-only: an audit log that can be edited afterwards proves nothing.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- How a shipped order travels (shown in the shopper's /orders and the shipped e-mail). One row per
-- order: written by the "shipped" action in the transaction that moved the order.
CREATE TABLE "order_shipments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"staff_id" integer,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_text_check" CHECK (char_length("order_shipments"."courier") between 1 and 60 and char_length("order_shipments"."tracking_number") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A cash-on-delivery order confirmed with the shopper by phone: who called and when (once).
CREATE TABLE "order_cod_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"note" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cod_confirmations_note_check" CHECK (char_length("order_cod_confirmations"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "order_cod_confirmations" ADD CONSTRAINT "order_cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_cod_confirmations" ADD CONSTRAINT "order_cod_confirmations_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The shop's answer to a cancel demand (one per demand: a second answer is refused).
CREATE TABLE "order_cancel_demand_answers" (
	"demand_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"reply" text,
	"staff_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancel_demand_answers_state_check" CHECK ("order_cancel_demand_answers"."state" in ('accepted', 'declined')),
	CONSTRAINT "order_cancel_demand_answers_reply_check" CHECK (char_length("order_cancel_demand_answers"."reply") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "order_cancel_demand_answers" ADD CONSTRAINT "order_cancel_demand_answers_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."order_cancel_demands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_cancel_demand_answers" ADD CONSTRAINT "order_cancel_demand_answers_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The sandbox provider's partial refunds (part of a succeeded payment given back), idempotent on
-- the shop's refund reference. Stands for the provider's own systems, like its other tables.
CREATE TABLE "sandbox_provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_reference" text NOT NULL,
	"refund_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_refunds_amount_check" CHECK ("sandbox_provider_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_provider_refunds_reference_key" ON "sandbox_provider_refunds" USING btree ("refund_reference");
--> statement-breakpoint
CREATE INDEX "sandbox_provider_refunds_payment_idx" ON "sandbox_provider_refunds" USING btree ("payment_reference");
