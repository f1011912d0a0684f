-- Every change to a token or to a user is announced on auth_changes, so each process that keeps
-- live tokens in memory (auth/token-cache.ts: every replica, on PGlite the one shop) drops them,
-- whoever wrote: the shop, another replica, the CLI, psql. A new token needs no announcement:
-- only tokens found live are kept. Payload, as on catalog_changes (0027): '<schema>/<change>',
-- the change being 'tokens:<id>,...' or 'users:<id>,...', or '*' when too many to name.
CREATE FUNCTION "auth_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n integer;
  kind text := CASE WHEN TG_TABLE_NAME = 'users' THEN 'users' ELSE 'tokens' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('auth_changes', TG_TABLE_SCHEMA || '/*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(DISTINCT id::text, ',') INTO n, ids FROM old_rows;
  ELSE
    SELECT count(*), string_agg(DISTINCT id::text, ',') INTO n, ids FROM new_rows;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  -- NOTIFY payloads stop at 8000 bytes; a sweep of many tokens drops every kept one.
  IF n > 500 THEN
    PERFORM pg_notify('auth_changes', TG_TABLE_SCHEMA || '/*');
  ELSE
    PERFORM pg_notify('auth_changes', TG_TABLE_SCHEMA || '/' || kind || ':' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_changes_update" AFTER UPDATE ON "auth_tokens"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "auth_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_changes_delete" AFTER DELETE ON "auth_tokens"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "auth_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_changes_truncate" AFTER TRUNCATE ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_changes_update" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "auth_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_changes_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "auth_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_changes_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_rows_changed"();
