/** A price histogram has at most this many bars: enough to show a shape, few enough for a phone. */
export const MAX_PRICE_BUCKETS = 8;

/**
 * One bar of the listing's price histogram, in whole rupees of selling price. Every bucket but the last
 * covers [low, high); the last covers [low, high], so the highest price always falls in it.
 */
export interface PriceBucket {
  low: number;
  high: number;
}

/** A bucket's products: the listing's facets answer these (openapi.yaml PriceFacet). */
export interface PriceBucketCount extends PriceBucket {
  count: number;
}

/** 1, 2, 5, 10, 20, 50, 100 … : widths a shopper reads at a glance (₹500 – ₹1,000, not ₹437 – ₹874). */
function* niceSteps(): Generator<number> {
  for (let magnitude = 1; ; magnitude *= 10) {
    yield magnitude;
    yield 2 * magnitude;
    yield 5 * magnitude;
  }
}

function assertPrice(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of rupees ≥ 0, got ${value}`);
  }
}

/**
 * The buckets of a histogram of selling prices from `min` to `max` (the lowest and highest price among
 * the products counted; null for both when nothing matches, which draws no histogram).
 *
 * The width is the smallest of 1, 2, 5, 10, 20, 50 … that needs at most MAX_PRICE_BUCKETS buckets when
 * the bounds are multiples of it: the first bucket starts at `min` rounded down to a multiple of the
 * width, the last ends at `max` rounded up to one (so there are ceil(max / width) − floor(min / width)
 * buckets). When every product costs the same there is one bucket, [min, max]. Buckets with no product
 * between others are part of the answer: a histogram shows its gaps.
 *
 * The API (catalog/product-facets.ts) and any other search path count prices into exactly these buckets,
 * so their answers agree.
 */
export function priceBuckets(min: number | null, max: number | null): PriceBucket[] {
  if (min === null || max === null) return [];
  assertPrice('min', min);
  assertPrice('max', max);
  if (min > max) throw new RangeError(`min (${min}) must not be above max (${max})`);
  if (min === max) return [{ low: min, high: max }];
  for (const step of niceSteps()) {
    const first = Math.floor(min / step);
    const count = Math.ceil(max / step) - first;
    if (count <= MAX_PRICE_BUCKETS) {
      return Array.from({ length: count }, (_, i) => ({
        low: (first + i) * step,
        high: (first + i + 1) * step,
      }));
    }
  }
  // niceSteps never ends, and a step above max always fits in one bucket.
  throw new Error('unreachable');
}

/**
 * Which of `buckets` (from priceBuckets) holds `price`: [low, high) for every bucket but the last, whose
 * high is included. -1 when the price is outside them all.
 */
export function priceBucketIndex(buckets: readonly PriceBucket[], price: number): number {
  const first = buckets[0];
  const last = buckets.at(-1);
  if (first === undefined || last === undefined || price < first.low || price > last.high) return -1;
  const step = first.high - first.low;
  if (step === 0) return 0;
  return Math.min(buckets.length - 1, Math.floor((price - first.low) / step));
}
