-- Issue 29: the home page's rows titled in Urdu for the Urdu pages, as categories are (0022).
-- Hand-written (team rule: never drizzle-kit generate). Expand only: null means "no Urdu title
-- yet", and the Urdu pages show the English title until staff give one on the desk.
-- The storefront's banners are the web app's own catalogue texts, so home_banners stays as it is.
ALTER TABLE "home_rows" ADD COLUMN "title_ur" text;
--> statement-breakpoint
-- The four built-in rows (0020) get their Urdu titles, only where staff kept the English title we
-- seeded: a row staff renamed would otherwise be shown in Urdu under the old name.
UPDATE "home_rows" AS r SET "title_ur" = seeded.title_ur
FROM (VALUES
	('new', 'New Arrivals', 'نئی کتابیں'),
	('popular', 'Popular', 'مقبول کتابیں'),
	('high-discounts', 'High Discounts', 'بڑی رعایتیں'),
	('urdu', 'Urdu Books', 'اردو کتابیں')
) AS seeded(builtin_key, title, title_ur)
WHERE r."builtin_key" = seeded.builtin_key AND r."title" = seeded.title AND r."title_ur" IS NULL;
