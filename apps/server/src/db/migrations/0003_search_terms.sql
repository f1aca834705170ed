-- What the shop search matches a garment by: the Swedish words of name and description, plus every
-- fragment of 3 to 20 letters of the name's stemmed words, so one exact index lookup finds compounds
-- ('klänning' in 'midiklänning') and partial words ('kof' in 'kofta'). Only pg_catalog functions:
-- index builds and ANALYZE run with a restricted search_path (PostgreSQL 17+).
CREATE OR REPLACE FUNCTION kb_search_terms(name text, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('swedish', coalesce(name, ''))
    || to_tsvector('swedish', coalesce(description, ''))
    || coalesce((
      SELECT array_to_tsvector(array_agg(DISTINCT substr(stem, i, n)))
      FROM unnest(tsvector_to_array(to_tsvector('swedish', coalesce(name, '')))) AS stem,
        generate_series(1, length(stem) - 2) AS i,
        generate_series(3, least(length(stem) - i + 1, 20)) AS n
    ), ''::tsvector)
$$;--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin (kb_search_terms("name", "description"));