-- Issue 25: the catalogue desk. Hand-written (team rule: never drizzle-kit generate). Numbered
-- 0020: 0018 is held for the lifecycle migration written beside 0019. Expand only: every new
-- column is nullable or has a default, so the previous release runs on this schema unchanged.
--
-- Books: withdrawn from sale (kept for orders and links, gone from every storefront list), and
-- when staff uploaded a cover (null: the generated cover is shown).
ALTER TABLE "books" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "cover_uploaded_at" timestamp with time zone;
--> statement-breakpoint
-- Few books are withdrawn: the desk's "withdrawn only" list reads this small index.
CREATE INDEX "books_withdrawn_idx" ON "books" USING btree ("id") WHERE "books"."withdrawn";
--> statement-breakpoint
-- Uploaded covers, every served width, in the database: every replica serves them and a backup
-- holds them. Keyed by picname, which changes with each upload, so a cover's address (cached for
-- a year) never shows an old image.
CREATE TABLE "book_cover_images" (
	"picname" text NOT NULL,
	"width" integer NOT NULL,
	"image" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_cover_images_pk" PRIMARY KEY ("picname", "width"),
	CONSTRAINT "book_cover_images_width_check" CHECK ("book_cover_images"."width" between 16 and 2000)
);
--> statement-breakpoint
-- Bank logos uploaded with a card rule (WebP), served at /images/bank-logos/<key>.webp.
CREATE TABLE "bank_logo_images" (
	"key" text PRIMARY KEY NOT NULL,
	"image" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_logo_images_key_check" CHECK ("bank_logo_images"."key" ~ '^[a-z0-9-]{1,80}$')
);
--> statement-breakpoint
-- A hidden category (and everything below it) is left out of the menus and its pages.
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The home page as data: banners and rows chosen by staff.
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"cta" text NOT NULL,
	"href" text NOT NULL,
	"art" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_banners_art_check" CHECK ("home_banners"."art" in ('urdu', 'school', 'deals')),
	CONSTRAINT "home_banners_href_check" CHECK ("home_banners"."href" ~ '^/[^/\\]' or "home_banners"."href" = '/')
);
--> statement-breakpoint
INSERT INTO "home_banners" ("title", "text", "cta", "href", "art", "position") VALUES
	('Urdu classics', 'Ghalib, Manto, Bano Qudsia and Qurratulain Hyder: the great names of Urdu prose and poetry, delivered across Pakistan.', 'Browse Urdu books', '/search?language=ur', 'urdu', 0),
	('Back to school', 'Notebooks, geometry sets, colour pencils and everything for the new term. Stationery: Currently Only Lahore.', 'Shop stationery', '/search?keyword=notebook', 'school', 1),
	('High discounts', 'Books at their lowest prices of the season, while stocks last.', 'See the deals', '/search?sort=discount_desc', 'deals', 2);
--> statement-breakpoint
CREATE TABLE "home_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	-- The four rows the home page had before keep their keys (new, popular, high-discounts, urdu).
	"builtin_key" text,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"language" text,
	"category_id" integer,
	"book_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_rows_source_check" CHECK ("home_rows"."source" in ('new', 'popular', 'high-discounts', 'language', 'category', 'picked')),
	CONSTRAINT "home_rows_language_check" CHECK (("home_rows"."source" = 'language') = ("home_rows"."language" is not null)),
	CONSTRAINT "home_rows_books_check" CHECK (cardinality("home_rows"."book_ids") <= 48)
);
--> statement-breakpoint
ALTER TABLE "home_rows" ADD CONSTRAINT "home_rows_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "home_rows_builtin_key" ON "home_rows" USING btree ("builtin_key");
--> statement-breakpoint
INSERT INTO "home_rows" ("builtin_key", "title", "source", "language", "position") VALUES
	('new', 'New Arrivals', 'new', null, 0),
	('popular', 'Popular', 'popular', null, 1),
	('high-discounts', 'High Discounts', 'high-discounts', null, 2),
	('urdu', 'Urdu Books', 'language', 'ur', 3);
--> statement-breakpoint
-- Home page, menus and banners are catalogue answers: their changes are announced like the rest.
CREATE TRIGGER "home_banners_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "home_rows_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_everything_changed"();
--> statement-breakpoint
-- Book requests answered from the desk: the book it was sourced as, the reply, who and when.
ALTER TABLE "book_requests" ADD COLUMN "book_id" integer;
--> statement-breakpoint
ALTER TABLE "book_requests" ADD CONSTRAINT "book_requests_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "book_requests" ADD COLUMN "reply" text;
--> statement-breakpoint
ALTER TABLE "book_requests" ADD COLUMN "answered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "book_requests" ADD COLUMN "answered_by" integer;
--> statement-breakpoint
ALTER TABLE "book_requests" ADD CONSTRAINT "book_requests_answered_by_staff_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "book_requests" ADD CONSTRAINT "book_requests_reply_check" CHECK ("book_requests"."reply" is null or char_length("book_requests"."reply") <= 2000);
--> statement-breakpoint
CREATE INDEX "book_requests_status_idx" ON "book_requests" USING btree ("status", "id");
--> statement-breakpoint
-- Gift cards voided by staff: never spendable again (redeem checks voided_at).
ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "void_reason" text;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_by" integer;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_voided_by_staff_accounts_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_void_check" CHECK (("gift_cards"."voided_at" is null) = ("gift_cards"."void_reason" is null) and ("gift_cards"."voided_at" is null or "gift_cards"."status" = 'paid'));
--> statement-breakpoint
-- Catalogue imports started from the browser: where each is, readable by any replica.
CREATE TABLE "catalogue_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"rows_expected" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_import_jobs_state_check" CHECK ("catalogue_import_jobs"."state" in ('queued', 'reading', 'writing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_jobs" ADD CONSTRAINT "catalogue_import_jobs_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The audit log's targets: the catalogue desk's too.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_check";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_check" CHECK ("audit_log"."target_type" in ('staff', 'order', 'cancel_demand', 'customer', 'book', 'catalogue', 'category', 'home_banner', 'home_row', 'card_rule', 'book_request', 'gift_card') and char_length("audit_log"."target_id") between 1 and 64);
