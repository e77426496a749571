-- Every instance's search index keeps the rows of the products shown lately (listings' pages and
-- suggestions: src/catalog/search-index/kept-products.ts) and must forget one as soon as anything it shows
-- changes: its stock after an order, its price, pictures or description, its shop's name. Until now only
-- what listings filter, sort and search on was announced.
--
-- A product that changed in any other way is announced as 'shown:' followed by the ids, comma-separated,
-- or 'shown:*' when a statement changed over 150 of them or a shop's name changed: the index forgets those
-- rows (or all of them) and leaves the rest as it is. The changes announced by id as before (migrations 008
-- and 009) make it forget the row too, with the rest of what it knew of the product.

CREATE FUNCTION notify_shown_ids(ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  ELSIF cardinality(ids) > 150 THEN
    PERFORM pg_notify('catalog_changes', 'shown:*');
  ELSE
    PERFORM pg_notify('catalog_changes', 'shown:' || array_to_string(ids, ','));
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION notify_updated_products() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  indexed text[];
BEGIN
  indexed := ARRAY(
    SELECT n.id::text
      FROM new_products n
      JOIN old_products o ON o.id = n.id
     WHERE (n.category_id, n.selling_price, n.rating, n.review_count, n.created_at, n.search, n.name, n.slug)
           IS DISTINCT FROM (o.category_id, o.selling_price, o.rating, o.review_count, o.created_at, o.search,
                             o.name, o.slug)
  );
  PERFORM notify_catalog_ids(indexed);
  -- The whole row: a column added later is announced without another migration.
  PERFORM notify_shown_ids(ARRAY(
    SELECT n.id::text
      FROM new_products n
      JOIN old_products o ON o.id = n.id
     WHERE n IS DISTINCT FROM o AND n.id::text <> ALL (indexed)
  ));
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_renamed_shops() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_sellers n JOIN old_sellers o ON o.id = n.id WHERE n.shop_name IS DISTINCT FROM o.shop_name
  ) THEN
    PERFORM pg_notify('catalog_changes', 'shown:*');
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sellers_notify_update
AFTER UPDATE ON sellers
REFERENCING OLD TABLE AS old_sellers NEW TABLE AS new_sellers
FOR EACH STATEMENT EXECUTE FUNCTION notify_renamed_shops();
