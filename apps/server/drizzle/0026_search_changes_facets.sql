-- The results page counts its facets in memory (search/catalogue-facets.ts), from a copy of each
-- book's facet values kept in step through the search_changes log, as the autocomplete index is
-- (0011). So the log now also names a book whose facet values changed (price, discount, stock
-- status, withdrawal, language, publisher, year, authors) or whose categories changed, and
-- carries book_id 0 (no book has it) when the category tree changed: names, parents, hiding.
-- Such entries are marked facets_only: the autocomplete index skips them, as rebuilding its
-- compact structures for a book that sold out would cost a walk of the whole catalogue.
ALTER TABLE "search_changes" ADD COLUMN "facets_only" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE FUNCTION search_changes_from_changed_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (book_id, facets_only) VALUES (NEW.id, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER books_search_changes_facets AFTER UPDATE ON books
  FOR EACH ROW WHEN (OLD.search_vector IS NOT DISTINCT FROM NEW.search_vector
    AND OLD.isbn10 IS NOT DISTINCT FROM NEW.isbn10 AND OLD.isbn13 IS NOT DISTINCT FROM NEW.isbn13
    AND (OLD.price IS DISTINCT FROM NEW.price OR OLD.discount_percent IS DISTINCT FROM NEW.discount_percent
      OR OLD.stock_status IS DISTINCT FROM NEW.stock_status OR OLD.withdrawn IS DISTINCT FROM NEW.withdrawn
      OR OLD.language IS DISTINCT FROM NEW.language OR OLD.publisher IS DISTINCT FROM NEW.publisher
      OR OLD.year IS DISTINCT FROM NEW.year OR OLD.authors IS DISTINCT FROM NEW.authors))
  EXECUTE FUNCTION search_changes_from_changed_facets();
--> statement-breakpoint
CREATE FUNCTION search_changes_from_new_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (book_id, facets_only) SELECT DISTINCT book_id, true FROM new_links;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_changes_from_old_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (book_id, facets_only) SELECT DISTINCT book_id, true FROM old_links;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER book_categories_search_changes_insert AFTER INSERT ON book_categories
  REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_new_links();
--> statement-breakpoint
CREATE TRIGGER book_categories_search_changes_update_new AFTER UPDATE ON book_categories
  REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_new_links();
--> statement-breakpoint
CREATE TRIGGER book_categories_search_changes_update_old AFTER UPDATE ON book_categories
  REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_old_links();
--> statement-breakpoint
CREATE TRIGGER book_categories_search_changes_delete AFTER DELETE ON book_categories
  REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_old_links();
--> statement-breakpoint
CREATE TRIGGER book_categories_search_changes_truncate AFTER TRUNCATE ON book_categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();
--> statement-breakpoint
CREATE FUNCTION search_changes_from_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (book_id, facets_only) VALUES (0, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_categories();
