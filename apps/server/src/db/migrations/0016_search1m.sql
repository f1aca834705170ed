-- The search terms stored (docs/decisions/044): a search of a common word lists newest first
-- and checks each listed row's terms, which an expression index cannot give back. The index
-- then adds the sizes to the stored terms instead of computing the name fragments again.
-- kb_sized_terms uses only pg_catalog: index builds run with search_path = pg_catalog.
CREATE OR REPLACE FUNCTION kb_sized_terms(terms tsvector, size text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT terms || array_to_tsvector(array(SELECT term || ' ' || coalesce(size, '') FROM unnest(tsvector_to_array(terms)) AS term))
$$;--> statement-breakpoint
DROP INDEX "products_search_terms_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" "tsvector" GENERATED ALWAYS AS (kb_search_terms(name, description)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin (kb_sized_terms("search_terms", "size"));--> statement-breakpoint
DROP FUNCTION kb_search_terms_sized(text, text, text);
