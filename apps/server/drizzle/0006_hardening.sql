CREATE TABLE "login_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_addresses_pkey" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE INDEX "login_addresses_last_login_idx" ON "login_addresses" USING btree ("last_login_at");
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_idx" ON "auth_tokens" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "auth_tokens_guest_idle_idx" ON "auth_tokens" USING btree ("last_used_at") WHERE "kind" = 'guest';
--> statement-breakpoint
CREATE INDEX "password_resets_expires_idx" ON "password_resets" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "login_failures_failed_at_idx" ON "login_failures" USING btree ("failed_at");
--> statement-breakpoint
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at") WHERE "sent_at" IS NOT NULL;
