-- Trigram matching for "contains" searches (ILIKE '%...%') on names, e.g. the client of an order.
-- PostgreSQL ships it as a contrib extension; the embedded PGlite loads it in platform/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
