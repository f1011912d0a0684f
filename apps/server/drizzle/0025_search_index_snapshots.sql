-- Issue 28: the in-memory autocomplete index saved as bytes (search/catalogue-index-store.ts), so a
-- server starting on a million titles loads it (seconds) instead of reading every book (17 s and
-- more). Hand-written (team rule: never drizzle-kit generate). Only a cache: a server that finds
-- no snapshot, one of another format, or one too old for the change log to bring up to date reads
-- the books as before and saves a new one. Expand only.
CREATE TABLE "search_index_snapshots" (
	"part" integer PRIMARY KEY NOT NULL,
	"parts" integer NOT NULL,
	"format" integer NOT NULL,
	"version" bigint NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" bytea NOT NULL
);
--> statement-breakpoint
-- Typed arrays and folded text barely compress, and trying costs time on every save and load.
ALTER TABLE "search_index_snapshots" ALTER COLUMN "data" SET STORAGE EXTERNAL;
