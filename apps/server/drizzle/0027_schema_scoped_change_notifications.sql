-- Change announcements on catalog_changes (0010) now say whose catalogue changed: the payload is
-- '<schema>/<change>', the schema being that of the table the trigger fired on. Shops that share
-- one PostgreSQL in schemas of their own (and every test file, each in its schema) hear one
-- channel; a shop now drops its cached answers only for its own catalogue's changes, where before
-- another shop's category edit emptied its cache and another's book change was taken for its own.
-- <change> is as before: 'books:<id>,<id>,...' or '*'.
CREATE OR REPLACE FUNCTION "catalog_books_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM pg_notify('catalog_changes', TG_TABLE_SCHEMA || '/*');
  ELSE
    PERFORM pg_notify('catalog_changes', TG_TABLE_SCHEMA || '/books:' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_everything_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changes', TG_TABLE_SCHEMA || '/*');
  RETURN NULL;
END
$$;
