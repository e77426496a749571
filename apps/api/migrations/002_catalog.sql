-- Catalogue search: the vocabulary that makes search tolerant of typos, and indexes for the home page and
-- the product page.
--
-- DESIGN §3: search is ranked full-text, tolerant of typos. Matching a misspelt word against every product
-- name with pg_trgm is slow on a large catalogue; matching it against the catalogue's distinct words (a few
-- thousand rows) is fast, and the corrected words then go through the full-text index like any other.

-- Every lexeme of products.search and of the category names. Words are never removed when a product
-- changes or goes: a stale word can only correct a typo to a word that finds nothing.
CREATE TABLE catalog_words (
  -- C collation so a prefix lookup (word >= $1 AND word < $1 || U+10FFFF) is a plain range scan of the key.
  word text COLLATE "C" PRIMARY KEY CHECK (length(word) > 0)
);
CREATE INDEX catalog_words_trgm_idx ON catalog_words USING gin (word gin_trgm_ops);

CREATE FUNCTION catalog_words_from_new_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_words (word)
  SELECT DISTINCT lexeme FROM new_products, unnest(new_products.search)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- One statement-level trigger per bulk insert (the seed inserts products in batches).
CREATE TRIGGER products_catalog_words_insert
AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_from_new_products();

CREATE FUNCTION catalog_words_from_changed_product() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_words (word)
  SELECT lexeme FROM unnest(NEW.search)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- Row-level and limited to the searched columns, so stock and rating updates (orders, reviews) cost nothing.
CREATE TRIGGER products_catalog_words_update
AFTER UPDATE OF name, brand, description ON products
FOR EACH ROW EXECUTE FUNCTION catalog_words_from_changed_product();

CREATE FUNCTION catalog_words_from_category() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_words (word)
  SELECT lexeme FROM unnest(to_tsvector('simple', NEW.name))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER categories_catalog_words
AFTER INSERT OR UPDATE OF name ON categories
FOR EACH ROW EXECUTE FUNCTION catalog_words_from_category();

-- Rows that existed before this migration.
INSERT INTO catalog_words (word)
SELECT DISTINCT lexeme FROM products, unnest(products.search)
UNION
SELECT DISTINCT lexeme FROM categories, unnest(to_tsvector('simple', categories.name))
ON CONFLICT DO NOTHING;

-- GIN indexes keep new entries in a pending list until a vacuum merges them, and every search scans that
-- list from start to end. The embedded database has no autovacuum, so after a bulk seed the list stays
-- long and each search pays for it; the catalogue is read far more than written, so merge at insert time.
ALTER INDEX products_search_idx SET (fastupdate = off);
ALTER INDEX products_name_trgm_idx SET (fastupdate = off);
ALTER INDEX catalog_words_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('products_search_idx'::regclass);
SELECT gin_clean_pending_list('products_name_trgm_idx'::regclass);

-- As-you-type suggestions match product names only. A weight-restricted query on products.search cannot
-- tell the planner how rare a word is in names alone (a word common in descriptions but absent from names
-- made it walk the whole rating index); an index of the names gives it that figure and the matches.
CREATE INDEX products_name_search_idx ON products USING gin (to_tsvector('simple', name)) WITH (fastupdate = off);

-- Best-rated first within a category (feature grid, related products) and within a shop (more from the
-- shop), and over the whole catalogue (top rated): each list is read straight off its index.
CREATE INDEX products_category_rating_idx ON products (category_id, rating DESC, review_count DESC, id);
CREATE INDEX products_seller_rating_idx ON products (seller_id, rating DESC, review_count DESC, id);
CREATE INDEX products_rating_reviews_idx ON products (rating DESC, review_count DESC, id);
