-- Issue 29: categories named in Urdu for the Urdu pages' menus, listings and breadcrumbs.
-- Hand-written (team rule: never drizzle-kit generate). Expand only: null means "no Urdu name
-- yet", and the Urdu pages show the English name until staff give one.
ALTER TABLE "categories" ADD COLUMN "name_ur" text;
