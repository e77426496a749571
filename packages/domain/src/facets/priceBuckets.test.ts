import { describe, expect, it } from 'vitest';
import { MAX_PRICE_BUCKETS, priceBucketIndex, priceBuckets } from './priceBuckets';

describe('priceBuckets', () => {
  it('is empty when nothing matches', () => {
    expect(priceBuckets(null, null)).toEqual([]);
  });

  it('is one bucket holding the one price when every product costs the same', () => {
    expect(priceBuckets(499, 499)).toEqual([{ low: 499, high: 499 }]);
    expect(priceBuckets(0, 0)).toEqual([{ low: 0, high: 0 }]);
  });

  it('takes the smallest width of the 1–2–5 series that needs at most eight buckets', () => {
    // 99 … 2,499: 200 would need 13 buckets, 500 needs 5.
    expect(priceBuckets(99, 2499)).toEqual([
      { low: 0, high: 500 },
      { low: 500, high: 1000 },
      { low: 1000, high: 1500 },
      { low: 1500, high: 2000 },
      { low: 2000, high: 2500 },
    ]);
    expect(priceBuckets(120, 180)).toEqual([
      { low: 120, high: 130 },
      { low: 130, high: 140 },
      { low: 140, high: 150 },
      { low: 150, high: 160 },
      { low: 160, high: 170 },
      { low: 170, high: 180 },
    ]);
  });

  it('ends the last bucket at the highest price when it is a multiple of the width', () => {
    const buckets = priceBuckets(0, 800);
    expect(buckets).toHaveLength(8);
    expect(buckets.at(-1)).toEqual({ low: 700, high: 800 });
  });

  it('widens to the next step when the bounds straddle one more multiple', () => {
    // 0 … 801 would be 9 buckets of 100, so 200: [0, 200) … [800, 1000].
    expect(priceBuckets(0, 801)).toEqual([
      { low: 0, high: 200 },
      { low: 200, high: 400 },
      { low: 400, high: 600 },
      { low: 600, high: 800 },
      { low: 800, high: 1000 },
    ]);
  });

  it('uses steps of one rupee for close prices', () => {
    expect(priceBuckets(5, 7)).toEqual([
      { low: 5, high: 6 },
      { low: 6, high: 7 },
    ]);
  });

  it('never makes more than eight contiguous buckets of one nice width, min and max inside', () => {
    const nice = new Set(
      [1, 2, 5].flatMap((m) => [1, 10, 100, 1000, 10_000, 100_000, 1_000_000].map((p) => m * p)),
    );
    for (const [min, max] of [
      [1, 2],
      [0, 9],
      [3, 997],
      [149, 150],
      [999, 1001],
      [10, 123_456],
      [0, 2_147_483_647],
      [54_321, 54_399],
    ] as const) {
      const buckets = priceBuckets(min, max);
      expect(buckets.length).toBeGreaterThanOrEqual(1);
      expect(buckets.length).toBeLessThanOrEqual(MAX_PRICE_BUCKETS);
      const step = (buckets[0]?.high ?? 0) - (buckets[0]?.low ?? 0);
      expect(nice.has(step) || step >= 10_000_000, `${min}…${max}: step ${step}`).toBe(true);
      buckets.forEach((bucket, i) => {
        expect(bucket.high - bucket.low).toBe(step);
        expect(bucket.low % step).toBe(0);
        if (i > 0) expect(bucket.low).toBe(buckets[i - 1]?.high);
      });
      expect(buckets[0]?.low).toBeLessThanOrEqual(min);
      expect(buckets[0]?.high).toBeGreaterThan(min);
      expect(buckets.at(-1)?.low).toBeLessThan(max);
      expect(buckets.at(-1)?.high).toBeGreaterThanOrEqual(max);
    }
  });

  it('refuses prices that are not whole rupees ≥ 0, or bounds the wrong way round', () => {
    expect(() => priceBuckets(-1, 10)).toThrow(RangeError);
    expect(() => priceBuckets(1.5, 10)).toThrow(RangeError);
    expect(() => priceBuckets(10, Number.NaN)).toThrow(RangeError);
    expect(() => priceBuckets(10, 5)).toThrow(RangeError);
  });
});

describe('priceBucketIndex', () => {
  const buckets = priceBuckets(99, 2499); // [0, 500) … [2000, 2500]

  it('places a price on a bound in the bucket that starts there', () => {
    expect(priceBucketIndex(buckets, 0)).toBe(0);
    expect(priceBucketIndex(buckets, 499)).toBe(0);
    expect(priceBucketIndex(buckets, 500)).toBe(1);
    expect(priceBucketIndex(buckets, 2000)).toBe(4);
  });

  it('includes the high end of the last bucket only', () => {
    expect(priceBucketIndex(buckets, 2500)).toBe(4);
    expect(priceBucketIndex(buckets, 2501)).toBe(-1);
    const exact = priceBuckets(0, 800);
    expect(priceBucketIndex(exact, 800)).toBe(7);
  });

  it('answers -1 outside the buckets and for no buckets', () => {
    expect(priceBucketIndex(priceBuckets(0, 801), 1000)).toBe(4);
    expect(priceBucketIndex(priceBuckets(0, 801), 1001)).toBe(-1);
    expect(priceBucketIndex(priceBuckets(120, 180), 119)).toBe(-1);
    expect(priceBucketIndex([], 10)).toBe(-1);
  });

  it('puts the one price of a single bucket in it', () => {
    expect(priceBucketIndex(priceBuckets(499, 499), 499)).toBe(0);
    expect(priceBucketIndex(priceBuckets(499, 499), 500)).toBe(-1);
  });
});
