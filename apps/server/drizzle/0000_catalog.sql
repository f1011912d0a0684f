CREATE TABLE "book_categories" (
	"book_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "book_categories_book_id_category_id_pk" PRIMARY KEY("book_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'book' NOT NULL,
	"title" text NOT NULL,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"isbn10" text,
	"isbn13" text,
	"publisher" text,
	"year" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"pages" integer,
	"description" text,
	"price" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"stock_status" text DEFAULT 'available' NOT NULL,
	"picname" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_kind_check" CHECK ("books"."kind" in ('book', 'stationery')),
	CONSTRAINT "books_stock_status_check" CHECK ("books"."stock_status" in ('available', 'out_of_stock', 'pre_order', 'on_demand')),
	CONSTRAINT "books_price_check" CHECK ("books"."price" >= 0),
	CONSTRAINT "books_discount_check" CHECK ("books"."discount_percent" between 0 and 100),
	CONSTRAINT "books_stock_check" CHECK ("books"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_level_check" CHECK ("categories"."level" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "book_categories" ADD CONSTRAINT "book_categories_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_categories" ADD CONSTRAINT "book_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_categories_category_idx" ON "book_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_source_key" ON "books" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "books_isbn13_idx" ON "books" USING btree ("isbn13");--> statement-breakpoint
CREATE INDEX "books_isbn10_idx" ON "books" USING btree ("isbn10");--> statement-breakpoint
CREATE INDEX "books_picname_idx" ON "books" USING btree ("picname");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");