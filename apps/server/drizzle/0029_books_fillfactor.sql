-- Every order takes stock: an UPDATE of its books' stock, stock status and updated_at, none of
-- them indexed. PostgreSQL can then write the new row version beside the old one without touching
-- the table's ten indexes (a HOT update), but only if the page has room. Pages filled to the brim
-- by an import had none, so about two thirds of the stock updates (bench, 10k titles) wrote a new
-- entry in every index, the search words' GIN among them, the costliest part of placing an order
-- (issue 28). Pages now keep 15 % free (1.2 kB): room for three new versions of an average
-- goodbooks row (390 bytes), or one of the longest demo rows (1.1 kB).
-- Pages written before this change fill up as they did and gain the room as rows move.
ALTER TABLE "books" SET (fillfactor = 85);
