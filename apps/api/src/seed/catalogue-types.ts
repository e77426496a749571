import type { ProductKind } from '../images/product-drawings';

/** A slot value, optionally with a price factor (e.g. 256 GB storage costs 12% more: ['256', 1.12]). */
export type Choice = string | readonly [string, number];

/**
 * A model of a brand: its name, optionally its own list price in rupees, and extra words for the
 * templates (a book's author, a saree's weave …).
 */
export type Model =
  | string
  | readonly [string, number]
  | readonly [string, number, Readonly<Record<string, string>>];

/**
 * One kind of product in a category. Templates use {brand}, {model}, {product} (the model up to its
 * first comma, so "Aloo Bhujia, 1 kg" reads "Aloo Bhujia" in a sentence), the slot names and the model's
 * extra words; every placeholder must be filled (the seed tests check none is left).
 */
export interface ProductLine {
  name: string;
  /** What the line's products are, for their drawn pictures. */
  kind: ProductKind;
  /**
   * For a line of mixed products: words of the product name (case-insensitive, first match wins) that
   * make a product another kind than the line's.
   */
  kindByWord?: ReadonlyArray<readonly [string, ProductKind]>;
  /** Brand → its models; an empty list means the brand is used without a model name. */
  brands: Readonly<Record<string, readonly Model[]>>;
  slots?: Readonly<Record<string, readonly Choice[]>>;
  /** List price range in rupees for models without their own price. */
  price?: readonly [number, number];
  /** One-sentence descriptions (fewer than 25 words). */
  short: readonly string[];
  /** First sentence of a long description. */
  intro: readonly string[];
  /** Further sentences; two or three are picked. */
  features: readonly string[];
}

export interface CategorySeed {
  name: string;
  slug: string;
  lines: readonly ProductLine[];
  /** Last sentence of a long description: what is in the box, warranty, care. */
  closers: readonly string[];
  /** Review remarks of a satisfied buyer. */
  praise: readonly string[];
  /** Review remarks of a disappointed buyer. */
  complaints: readonly string[];
}
