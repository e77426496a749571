-- Catalogue change notifications: every instance keeps an in-memory search index of the products
-- (src/catalog/search-index/) and follows the table through NOTIFY on channel catalog_changes.
--
-- The payload is the changed products' ids, comma-separated, or '*' when a statement changed so many that
-- the index had better be rebuilt (a payload holds at most 8,000 bytes), or 'categories'. Only changes to
-- what listings filter, sort and search on are sent: a stock update (every order) sends nothing, since
-- the page's rows are always read from the table.

CREATE FUNCTION notify_catalog_ids(ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  ELSIF cardinality(ids) > 150 THEN
    PERFORM pg_notify('catalog_changes', '*');
  ELSE
    PERFORM pg_notify('catalog_changes', array_to_string(ids, ','));
  END IF;
END
$$;

CREATE FUNCTION notify_inserted_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_catalog_ids(ARRAY(SELECT id::text FROM new_products));
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_updated_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_catalog_ids(ARRAY(
    SELECT n.id::text
      FROM new_products n
      JOIN old_products o ON o.id = n.id
     WHERE (n.category_id, n.selling_price, n.rating, n.review_count, n.created_at, n.search)
           IS DISTINCT FROM (o.category_id, o.selling_price, o.rating, o.review_count, o.created_at, o.search)
  ));
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_deleted_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_catalog_ids(ARRAY(SELECT id::text FROM old_products));
  RETURN NULL;
END
$$;

CREATE TRIGGER products_notify_insert
AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION notify_inserted_products();

CREATE TRIGGER products_notify_update
AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION notify_updated_products();

CREATE TRIGGER products_notify_delete
AFTER DELETE ON products
REFERENCING OLD TABLE AS old_products
FOR EACH STATEMENT EXECUTE FUNCTION notify_deleted_products();

CREATE FUNCTION notify_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changes', 'categories');
  RETURN NULL;
END
$$;

CREATE TRIGGER categories_notify
AFTER INSERT OR UPDATE OR DELETE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_categories();
