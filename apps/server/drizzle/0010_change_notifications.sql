-- Every change to what catalogue answers are made of is announced on the channel
-- catalog_changes, so each process that keeps such answers in memory (every replica, on
-- PGlite the one shop) drops them, whoever wrote: the shop, another replica, the CLI, psql.
-- Payload: 'books:<id>,<id>,...' for changed books, '*' when everything may have changed
-- (categories, category links, or too many books to name in one notification).
CREATE FUNCTION "catalog_books_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(DISTINCT id::text, ',') INTO n, ids FROM old_rows;
  ELSE
    SELECT count(*), string_agg(DISTINCT id::text, ',') INTO n, ids FROM new_rows;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  -- NOTIFY payloads stop at 8000 bytes; a big import simply clears every cache.
  IF n > 500 THEN
    PERFORM pg_notify('catalog_changes', '*');
  ELSE
    PERFORM pg_notify('catalog_changes', 'books:' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_changes_insert" AFTER INSERT ON "books"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_books_changed"();
--> statement-breakpoint
CREATE TRIGGER "books_changes_update" AFTER UPDATE ON "books"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_books_changed"();
--> statement-breakpoint
CREATE TRIGGER "books_changes_delete" AFTER DELETE ON "books"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_books_changed"();
--> statement-breakpoint
CREATE FUNCTION "catalog_everything_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changes', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "book_categories_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "books_changes_truncate" AFTER TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_everything_changed"();
