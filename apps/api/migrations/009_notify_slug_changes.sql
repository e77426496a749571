-- A product's slug and name are shown by suggestions, whose search index keeps the names of products
-- suggested lately (src/catalog/search-index/suggested-names.ts) and forgets one when it hears the product
-- changed. A name change already changes `search`; a slug change changed nothing the index was told of.
CREATE OR REPLACE FUNCTION notify_updated_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_catalog_ids(ARRAY(
    SELECT n.id::text
      FROM new_products n
      JOIN old_products o ON o.id = n.id
     WHERE (n.category_id, n.selling_price, n.rating, n.review_count, n.created_at, n.search, n.name, n.slug)
           IS DISTINCT FROM (o.category_id, o.selling_price, o.rating, o.review_count, o.created_at, o.search,
                             o.name, o.slug)
  ));
  RETURN NULL;
END
$$;
