-- Trigram matching for typo-tolerant search (similarity, word_similarity, gin_trgm_ops).
-- Created in public, not in the connection's schema: tests and benchmarks migrate into scratch
-- schemas on one shared PostgreSQL, whose search_path is "<scratch>,public", and an extension
-- lives in exactly one schema per database. Accents are folded in JavaScript before text reaches
-- the database (search/search-text.ts), so unaccent is not needed.
create extension if not exists pg_trgm with schema public;
