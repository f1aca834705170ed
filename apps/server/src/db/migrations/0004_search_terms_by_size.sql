-- The search terms once more with the garment's size ('klänning M', 'kof One Size'): a search
-- with a size filter then looks up only that size's garments in the index, instead of every
-- garment with the word intersected with every garment of the size (docs/decisions/008).
-- A space never occurs inside a parsed lexeme, so these cannot collide with real words.
-- SET search_path: index builds run with a restricted search_path (PostgreSQL 17+), and
-- kb_search_terms (migration 0003) lives in the schema the migrations run in.
CREATE OR REPLACE FUNCTION kb_search_terms_sized(name text, description text, size text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT terms || array_to_tsvector(array(SELECT term || ' ' || coalesce(size, '') FROM unnest(tsvector_to_array(terms)) AS term))
  FROM (SELECT kb_search_terms(name, description) AS terms) AS t
$$;--> statement-breakpoint
-- The query for those terms: every stemmed word of `words`, as '<word> <size>' for any of
-- `sizes` ('klänning M' | 'klänning L'), the words ANDed. Lexemes are quoted for the tsquery
-- syntax, so no size or word can inject an operator. Null when no word is left (stop words only).
CREATE OR REPLACE FUNCTION kb_sized_query(words text, sizes text[]) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_agg('(' || (
      SELECT string_agg('''' || replace(replace(word || ' ' || size, '\', '\\'), '''', '''''') || '''', ' | ')
      FROM unnest(sizes) AS size
    ) || ')', ' & ')::tsquery
  FROM unnest(tsvector_to_array(to_tsvector('swedish', words))) AS word
$$;--> statement-breakpoint
DROP INDEX "products_search_terms_idx";--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin (kb_search_terms_sized("name", "description", "size"));
