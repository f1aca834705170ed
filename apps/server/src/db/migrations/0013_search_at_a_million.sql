CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of garment names for the typo fallback (ADR 038): letters and digits, lower case,
-- 3+ characters (shorter words are not corrected). Inserts add their words once per statement
-- (a bulk insert of a million garments adds them in one pass); a renamed garment adds its new
-- words. Words are never removed: a stale one only corrects a search to one that finds nothing.
CREATE OR REPLACE FUNCTION kb_name_words(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w WHERE length(w) >= 3
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kb_add_inserted_words() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO catalog_words (word)
  SELECT DISTINCT w FROM (SELECT DISTINCT name FROM added) AS a, kb_name_words(a.name) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kb_add_renamed_words() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO catalog_words (word) SELECT kb_name_words(NEW.name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION kb_add_inserted_words();--> statement-breakpoint
CREATE TRIGGER products_words_rename AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION kb_add_renamed_words();--> statement-breakpoint
INSERT INTO catalog_words (word)
SELECT DISTINCT w FROM (SELECT DISTINCT name FROM products) AS p, kb_name_words(p.name) AS w
ON CONFLICT DO NOTHING;
