import { type SQL, sql } from 'drizzle-orm';

/**
 * How many books, in catalogue order, are read one by one before the index is asked instead.
 * A condition that holds for at least `limit` of them is common (a letter or two of a popular
 * word): its first matches are all there, found after reading a handful of rows. One that holds
 * for fewer is rare enough (under about one book in a hundred) for its index to gather every
 * match and sort them cheaply.
 */
export const CATALOGUE_PROBE = 2000;

/**
 * The ids of the first `limit` books (catalogue order: by id) for which `condition` holds, as a
 * subquery of one `id` column. `condition` refers to the book as `b`.
 *
 * Why not `where condition order by id limit n`: the planner cannot know how many books a word
 * prefix or an ISBN range matches, and picks one plan for all of them. Walking the primary key
 * until n books match is instant for "th" and reads the whole catalogue for a word only twelve
 * books hold (180 ms at 100k titles); gathering the matches from the GIN or btree index and
 * sorting them is instant for those twelve and costs 85 ms for the 46,000 books with a word
 * starting "th". So both run, each only where it is cheap: the walk over the first
 * CATALOGUE_PROBE books, and the index only when the walk found fewer than n (a one-time filter:
 * the index is not touched otherwise).
 */
export function firstInCatalogueOrder(condition: SQL, limit: number): SQL {
  return sql`(with probe as materialized (
      select b.id from (select * from books order by id limit ${CATALOGUE_PROBE}) b
      where ${condition} order by b.id limit ${limit}
    )
    select id from probe where (select count(*) from probe) >= ${limit}
    union all
    (select b.id from books b
      where (select count(*) from probe) < ${limit} and ${condition}
      order by b.id + 0 limit ${limit}))`;
}
