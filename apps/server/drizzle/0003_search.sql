CREATE TABLE "book_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"title" text NOT NULL,
	"author" text,
	"notes" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_requests_status_check" CHECK ("book_requests"."status" in ('new', 'found', 'not_found', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_authors" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_publisher" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_title), 'A') || setweight(to_tsvector('simple'::regconfig, search_authors), 'B') || setweight(to_tsvector('simple'::regconfig, search_publisher), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "book_requests_created_idx" ON "book_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "books_search_vector_idx" ON "books" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "books_search_title_prefix_idx" ON "books" USING btree ("search_title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "books_isbn13_prefix_idx" ON "books" USING btree ("isbn13" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "books_isbn10_prefix_idx" ON "books" USING btree ("isbn10" text_pattern_ops);