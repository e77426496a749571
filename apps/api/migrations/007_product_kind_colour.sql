-- What a product is and its named colour, so its drawn pictures show that kind of product in that colour
-- (docs/architecture.md "Images"). Both are optional: a product without them is drawn with its category's
-- drawing, as every product was before.
ALTER TABLE products
  ADD COLUMN kind text CHECK (kind IS NULL OR kind ~ '^[a-z][a-z-]{0,39}$'),
  ADD COLUMN colour text CHECK (colour IS NULL OR length(colour) BETWEEN 1 AND 60);
