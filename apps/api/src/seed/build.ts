import { categoryImageUrl, sellerImageUrl } from '../images/image-path';
import type { ProductKind } from '../images/product-drawings';
import { slugify } from '../images/svg';
import { categorySeeds } from './catalogue';
import type { CategorySeed, Choice, Model, ProductLine } from './catalogue-types';
import { DEMO_CUSTOMER, DEMO_SELLER } from './demo-accounts';
import { reviewerNames, sellerSeeds } from './people';
import { createRandom, type Random, seededUuid } from './random';
import { writeReview } from './review-texts';

/** Everything seeded derives from this; change it and every id, name and price changes. */
export const SEED = 'bazaar-2025';
/** The catalogue's "today": seeded rows are dated before it, so a reseed gives identical rows. */
export const SEED_EPOCH = Date.UTC(2025, 10, 15, 12, 0, 0);
const DAY = 86_400_000;

export const DEFAULT_PRODUCTS_PER_CATEGORY = 42;

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  image: string;
  position: number;
}

export interface SellerRow {
  id: string;
  name: string;
  email: string;
  shopName: string;
  city: string;
  state: string;
  image: string;
  categories: readonly string[];
  /** The demo seller signs in; the others get an unusable password. */
  demo: boolean;
}

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  demo: boolean;
}

export interface ProductRow {
  id: string;
  sellerId: string;
  categoryId: string;
  name: string;
  slug: string;
  brand: string;
  price: number;
  discount: number;
  stock: number;
  description: string;
  imageCount: number;
  kind: ProductKind;
  colour: string | null;
  createdAt: string;
  rating: number;
  reviewCount: number;
}

export interface ReviewRow {
  id: string;
  productId: string;
  customerId: string;
  name: string;
  rating: number;
  review: string;
  createdAt: string;
}

export interface BannerRow {
  id: string;
  productId: string;
  title: string;
  subtitle: string;
  position: number;
}

export interface Catalogue {
  categories: CategoryRow[];
  sellers: SellerRow[];
  customers: CustomerRow[];
  products: ProductRow[];
  reviews: ReviewRow[];
  banners: BannerRow[];
}

const idOf = (label: string) => seededUuid(SEED, label);

export function buildCategories(): CategoryRow[] {
  return categorySeeds.map((category, position) => ({
    id: idOf(`category:${category.slug}`),
    name: category.name,
    slug: category.slug,
    image: categoryImageUrl(category.slug),
    position,
  }));
}

export function buildSellers(): SellerRow[] {
  return sellerSeeds.map((seller, i) => {
    const demo = i === 0;
    const email = demo ? DEMO_SELLER.email : `${slugify(seller.shopName)}@sellers.bazaar.test`;
    const id = idOf(`seller:${email}`);
    return {
      id,
      name: seller.name,
      email,
      shopName: seller.shopName,
      city: seller.city,
      state: seller.state,
      image: sellerImageUrl(id),
      categories: seller.categories,
      demo,
    };
  });
}

export function buildCustomers(): CustomerRow[] {
  const reviewers = reviewerNames.map((name) => {
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@mail.bazaar.test`;
    return { id: idOf(`customer:${email}`), name, email, demo: false };
  });
  return [
    {
      id: idOf(`customer:${DEMO_CUSTOMER.email}`),
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      demo: true,
    },
    ...reviewers,
  ];
}

function choice(value: Choice): [string, number] {
  return typeof value === 'string' ? [value, 1] : [value[0], value[1]];
}

function model(value: Model | undefined): { name: string; price?: number; words: Record<string, string> } {
  if (value === undefined) return { name: '', words: {} };
  if (typeof value === 'string') return { name: value, words: {} };
  return { name: value[0], price: value[1], words: { ...(value[2] ?? {}) } };
}

// Names of places and weaves keep their capital inside a sentence ("a Chanderi cotton kurta").
const properWords = new Set([
  'Oxford',
  'Chanderi',
  'Jaipuri',
  'Banarasi',
  'Kanjivaram',
  'Lucknowi',
  'Kolhapuri',
]);

/** Lower-cases words for use mid-sentence, except proper names and acronyms (AMOLED, FHD). */
function lowerWords(text: string): string {
  return text
    .split(' ')
    .map((word) => (properWords.has(word) || /[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** Fills {key} and {key|lower}; an unknown key is left in place (the seed tests look for leftovers). */
function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)(\|lower)?\}/g, (whole, key: string, lower?: string) => {
    const word = words[key];
    if (word === undefined) return whole;
    return lower ? lowerWords(word) : word;
  });
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,)])/g, '$1')
    .trim();

/** Shelf prices as Indian shops write them: ₹28, ₹99, ₹349, ₹1,499, ₹17,999. */
export function shelfPrice(rupees: number): number {
  if (rupees < 40) return Math.max(10, Math.round(rupees));
  if (rupees < 200) return Math.round(rupees / 10) * 10 - 1;
  if (rupees < 1000) return Math.round(rupees / 50) * 50 - 1;
  if (rupees < 10_000) return Math.round(rupees / 100) * 100 - 1;
  return Math.round(rupees / 500) * 500 - 1;
}

const discounts: ReadonlyArray<readonly [number, number]> = [
  [0, 25],
  [5, 6],
  [10, 12],
  [12, 4],
  [15, 10],
  [18, 4],
  [20, 10],
  [25, 8],
  [30, 7],
  [35, 4],
  [40, 4],
  [45, 2],
  [50, 2],
  [55, 1],
  [60, 1],
];

function stockLevel(random: Random): number {
  if (random.chance(0.08)) return 0;
  return random.weighted([
    [random.int(1, 9), 25],
    [random.int(10, 80), 60],
    [random.int(81, 200), 15],
  ]);
}

export interface ComposedProduct {
  name: string;
  slug: string;
  brand: string;
  price: number;
  discount: number;
  stock: number;
  description: string;
  imageCount: number;
  /** What the product is, for its drawn pictures. */
  kind: ProductKind;
  /** The product's named colour (Olive, Rose Gold, Walnut …), or null when its line names none. */
  colour: string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The kind of a product of the line, from the first of the line's words (or their plural) its name contains. */
export function kindOf(line: ProductLine, name: string): ProductKind {
  for (const [word, kind] of line.kindByWord ?? [])
    if (new RegExp(`\\b${escapeRegExp(word)}s?\\b`, 'i').test(name)) return kind;
  return line.kind;
}

/** Slots that name the product's colour, in the order they are preferred. */
export const colourSlots = ['colour', 'shade', 'dial', 'finish', 'stone'] as const;

/** The colour a slot value names: "Rose Gold Dial" is Rose Gold, "Walnut Finish" is Walnut. */
export function colourOf(line: ProductLine, words: Readonly<Record<string, string>>): string | null {
  const slot = colourSlots.find((name) => line.slots?.[name] !== undefined);
  const value = slot ? words[slot] : undefined;
  return value ? value.replace(/ (Dial|Finish)$/, '') : null;
}

function describe(random: Random, category: CategorySeed, line: ProductLine, words: Record<string, string>) {
  if (random.chance(0.22)) return fill(random.pick(line.short), words);
  const sentences = [
    random.pick(line.intro),
    ...random.sample(line.features, random.int(2, Math.min(3, line.features.length))),
  ];
  if (random.chance(0.7)) sentences.push(random.pick(category.closers));
  return fill(sentences.join(' '), words);
}

/**
 * One product of the category from its templates, or null when `taken` already holds every slug the
 * attempts came up with.
 */
export function composeProduct(
  random: Random,
  category: CategorySeed,
  taken: ReadonlySet<string>,
  slugSuffix = '',
): ComposedProduct | null {
  for (let attempt = 0; attempt < 200; attempt++) {
    const line = random.pick(category.lines);
    const brand = random.pick(Object.keys(line.brands));
    const models = line.brands[brand] ?? [];
    const chosen = model(models.length > 0 ? random.pick(models) : undefined);
    const words: Record<string, string> = {
      ...chosen.words,
      brand,
      model: chosen.name,
      product: chosen.name.split(',')[0] ?? chosen.name,
    };
    let factor = 1;
    for (const [slot, choices] of Object.entries(line.slots ?? {})) {
      const [value, weight] = choice(random.pick(choices));
      words[slot] = value;
      factor *= weight;
    }
    const name = tidy(fill(line.name, words));
    const slug = slugify(name) + slugSuffix;
    if (taken.has(slug)) continue;

    let list: number;
    if (chosen.price !== undefined) {
      list = chosen.price * factor * (0.96 + random.next() * 0.08);
    } else {
      const [low, high] = line.price ?? [199, 1999];
      list = Math.exp(Math.log(low) + random.next() * (Math.log(high) - Math.log(low))) * factor;
    }
    return {
      name,
      slug,
      brand,
      price: Math.min(10_000_000, shelfPrice(list)),
      discount: random.weighted(discounts),
      stock: stockLevel(random),
      description: describe(random, category, line, words),
      imageCount: random.int(3, 5),
      kind: kindOf(line, name),
      colour: colourOf(line, words),
    };
  }
  return null;
}

function pickSeller(random: Random, sellers: readonly SellerRow[], categorySlug: string): SellerRow {
  const weighted = sellers
    .filter((seller) => seller.categories.includes(categorySlug))
    .map(
      (seller) => [seller, (seller.demo ? 4 : 1) * (seller.categories[0] === categorySlug ? 3 : 1)] as const,
    );
  if (weighted.length === 0) return random.pick(sellers);
  return random.weighted(weighted);
}

/** A product's typical star rating: most products are liked, a few are not. */
function productQuality(random: Random): number {
  return random.weighted([
    [4 + random.next() * 0.9, 60],
    [3.2 + random.next() * 0.8, 30],
    [2 + random.next() * 1.2, 10],
  ]);
}

function starRating(random: Random, quality: number): 1 | 2 | 3 | 4 | 5 {
  const noise = (random.next() + random.next() + random.next() - 1.5) * 1.6;
  return Math.min(5, Math.max(1, Math.round(quality + noise))) as 1 | 2 | 3 | 4 | 5;
}

const banners: ReadonlyArray<{ category: string; match: RegExp; title: string; subtitle: string }> = [
  {
    category: 'mobiles',
    match: /5G/,
    title: 'Smartphone Bachat Days',
    subtitle: 'Big savings on the latest 5G phones',
  },
  {
    category: 'fashion-women',
    match: /Saree/,
    title: 'The Festive Saree Edit',
    subtitle: 'Silks and cottons from Indian weavers',
  },
  {
    category: 'home-and-kitchen',
    match: /Pressure Cooker|Kadai/,
    title: 'Kitchen Upgrade Sale',
    subtitle: 'Cookers and kadais for every Indian kitchen',
  },
  {
    category: 'electronics',
    match: /Earbuds|Headphones/,
    title: 'Sound of the Season',
    subtitle: 'Earbuds and headphones from top brands',
  },
  {
    category: 'sports-and-fitness',
    match: /Cricket|Badminton/,
    title: 'Fit India, Fit You',
    subtitle: 'Cricket, badminton and home gym gear',
  },
];

/** The whole demo catalogue as plain rows; the same on every call. */
export function buildCatalogue(productsPerCategory = DEFAULT_PRODUCTS_PER_CATEGORY): Catalogue {
  const random = createRandom(SEED);
  const categories = buildCategories();
  const sellers = buildSellers();
  const customers = buildCustomers();
  const reviewers = customers.filter((customer) => !customer.demo);
  const taken = new Set<string>();
  const products: ProductRow[] = [];
  const reviews: ReviewRow[] = [];

  categorySeeds.forEach((category, c) => {
    const categoryId = categories[c]?.id ?? '';
    for (let n = 0; n < productsPerCategory; n++) {
      const composed = composeProduct(random, category, taken);
      if (!composed) break;
      taken.add(composed.slug);
      const id = idOf(`product:${composed.slug}`);
      const seller = pickSeller(random, sellers, category.slug);
      const createdAt = SEED_EPOCH - random.int(1, 300) * DAY - random.int(0, DAY / 1000 - 1) * 1000;

      const quality = productQuality(random);
      const ratings: number[] = [];
      if (random.chance(0.9)) {
        const count = Math.min(
          reviewers.length,
          random.weighted([
            [random.int(1, 3), 30],
            [random.int(4, 8), 45],
            [random.int(9, 15), 25],
          ]),
        );
        for (const reviewer of random.sample(reviewers, count)) {
          const rating = starRating(random, quality);
          ratings.push(rating);
          reviews.push({
            id: idOf(`review:${composed.slug}:${reviewer.email}`),
            productId: id,
            customerId: reviewer.id,
            name: reviewer.name,
            rating,
            review: writeReview(random, category, rating),
            createdAt: new Date(
              createdAt + random.int(1, Math.floor((SEED_EPOCH - createdAt) / 1000)) * 1000,
            ).toISOString(),
          });
        }
      }
      const mean = ratings.length > 0 ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      products.push({
        id,
        sellerId: seller.id,
        categoryId,
        name: composed.name,
        slug: composed.slug,
        brand: composed.brand,
        price: composed.price,
        discount: composed.discount,
        stock: composed.stock,
        description: composed.description,
        imageCount: composed.imageCount,
        kind: composed.kind,
        colour: composed.colour,
        createdAt: new Date(createdAt).toISOString(),
        // Recomputed from the stored reviews after insert, so the database stays the source of truth.
        rating: Math.round(mean * 10) / 10,
        reviewCount: ratings.length,
      });
    }
  });

  const bannerRows: BannerRow[] = [];
  banners.forEach((banner, i) => {
    const categoryId = categories.find((category) => category.slug === banner.category)?.id;
    const candidates = products.filter((p) => p.categoryId === categoryId && p.stock > 0);
    const product =
      candidates.find((p) => banner.match.test(p.name) && p.discount >= 10) ??
      candidates.find((p) => banner.match.test(p.name)) ??
      candidates[0];
    if (!product?.id) return;
    bannerRows.push({
      id: idOf(`banner:${i + 1}`),
      productId: product.id,
      title: banner.title,
      subtitle: banner.subtitle,
      position: i + 1,
    });
  });

  return { categories, sellers, customers, products, reviews, banners: bannerRows };
}
