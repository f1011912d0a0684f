-- Keeps search_words (the typo-correction vocabulary) filled from the books' search vectors.
-- Inserts are collected once per statement, so a 500-row import batch costs one insert here;
-- updates (rare for search text: stock changes do not touch it) are handled row by row, only
-- when the search vector really changed.
CREATE FUNCTION search_words_from_new_books() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM new_books, unnest(new_books.search_vector) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_from_changed_book() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT w.lexeme FROM unnest(NEW.search_vector) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER books_search_words_insert AFTER INSERT ON books
  REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_new_books();
--> statement-breakpoint
CREATE TRIGGER books_search_words_update AFTER UPDATE OF search_title, search_authors, search_publisher ON books
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_words_from_changed_book();
--> statement-breakpoint
-- Rows written before these migrations get an approximate fold (lower case, apostrophes and dots
-- dropped, other punctuation to spaces); the catalogue writer compares the search columns too,
-- so the next import or seed run replaces it with the exact fold of search/search-text.ts.
UPDATE books SET
  search_title = trim(lower(regexp_replace(regexp_replace(title, '[''.]', '', 'g'), '[[:punct:][:space:]]+', ' ', 'g'))),
  search_authors = trim(lower(regexp_replace(regexp_replace(array_to_string(authors, ' '), '[''.]', '', 'g'), '[[:punct:][:space:]]+', ' ', 'g'))),
  search_publisher = trim(lower(regexp_replace(regexp_replace(coalesce(publisher, ''), '[''.]', '', 'g'), '[[:punct:][:space:]]+', ' ', 'g')))
WHERE search_title = '';
