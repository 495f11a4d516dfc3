-- Search (title or body ILIKE '%words%') through trigram indexes, so it does not read every post. pg_trgm ships
-- with PostgreSQL (Debian's postgresql package; PGlite loads it, see database.mjs) and is a trusted extension:
-- the database owner may create it without being superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX posts_title_trgm ON posts USING gin (title gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX posts_body_trgm ON posts USING gin (body gin_trgm_ops) WITH (fastupdate = off);
