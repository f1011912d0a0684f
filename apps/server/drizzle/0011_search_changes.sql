-- A log of the books whose search words or ISBNs changed, for the in-memory autocomplete index
-- (search/catalogue-index-sync.ts). Every autocomplete query reads the log's last number in the
-- statement it runs anyway; a process whose index is behind reads the books named since, so
-- every replica, and the shop after a CLI import, answers from the database's current words
-- whoever wrote them. book_id null: everything may have changed (TRUNCATE).
CREATE TABLE "search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"book_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_at_idx" ON "search_changes" USING btree ("at");
--> statement-breakpoint
CREATE FUNCTION search_changes_from_new_books() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (book_id) SELECT id FROM new_books;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_changes_from_old_books() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (book_id) SELECT id FROM old_books;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_changes_from_changed_book() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (book_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_changes_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (book_id) VALUES (NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER books_search_changes_insert AFTER INSERT ON books
  REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_new_books();
--> statement-breakpoint
-- Row by row with a WHEN (transition tables cannot be combined with a column list): stock and
-- price updates, and imports that rewrite a book unchanged, log nothing.
CREATE TRIGGER books_search_changes_update AFTER UPDATE ON books
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector
    OR OLD.isbn10 IS DISTINCT FROM NEW.isbn10 OR OLD.isbn13 IS DISTINCT FROM NEW.isbn13)
  EXECUTE FUNCTION search_changes_from_changed_book();
--> statement-breakpoint
CREATE TRIGGER books_search_changes_delete AFTER DELETE ON books
  REFERENCING OLD TABLE AS old_books
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_old_books();
--> statement-breakpoint
CREATE TRIGGER books_search_changes_truncate AFTER TRUNCATE ON books
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();
