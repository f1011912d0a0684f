-- Issue 29: the language each shopper's e-mails are written in. Hand-written (team rule: never
-- drizzle-kit generate). Expand only: every new column has a default, so the previous release runs
-- on this schema unchanged (and what it writes is English, as it was).
--
-- An account's language: the language of the page it was registered from, changed by the
-- language the shopper last used when signed in; its e-mails (password reset) are in it.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ur'));
--> statement-breakpoint
-- An order's language: the page's it was placed from; every e-mail of the order is in it.
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('en', 'ur'));
--> statement-breakpoint
-- A back-in-stock request's, a book request's and a gift card buyer's language: their e-mails'.
ALTER TABLE "back_in_stock_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_language_check" CHECK ("back_in_stock_requests"."language" in ('en', 'ur'));
--> statement-breakpoint
ALTER TABLE "book_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "book_requests" ADD CONSTRAINT "book_requests_language_check" CHECK ("book_requests"."language" in ('en', 'ur'));
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_language_check" CHECK ("gift_cards"."language" in ('en', 'ur'));
