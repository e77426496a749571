import { describe, expect, it } from 'vitest';
import { averageRating, ratingBarPercent, roundRating, starFill } from './rating';

describe('roundRating', () => {
  it('rounds to one decimal', () => {
    expect(roundRating(4.26)).toBe(4.3);
    expect(roundRating(4.24)).toBe(4.2);
    expect(roundRating(5)).toBe(5);
    expect(roundRating(0)).toBe(0);
  });

  it('rounds an exact half up', () => {
    expect(roundRating(23 / 20)).toBe(1.2); // 1.15
    expect(roundRating(87 / 20)).toBe(4.4); // 4.35
    expect(roundRating(89 / 20)).toBe(4.5); // 4.45
    expect(roundRating(0.05)).toBe(0.1);
    expect(roundRating(4.95)).toBe(5);
  });

  it('refuses a value outside 0–5', () => {
    expect(() => roundRating(-0.1)).toThrow(RangeError);
    expect(() => roundRating(5.01)).toThrow(RangeError);
    expect(() => roundRating(Number.NaN)).toThrow(RangeError);
  });
});

describe('averageRating', () => {
  it('is the mean of the ratings to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2])).toBe(1.5);
    expect(averageRating([5])).toBe(5);
  });

  it('is 0 without reviews', () => {
    expect(averageRating([])).toBe(0);
  });
});

describe('starFill', () => {
  it('draws whole and half stars', () => {
    expect(starFill(5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starFill(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starFill(3)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starFill(0.5)).toEqual({ full: 0, half: 1, empty: 4 });
    expect(starFill(0)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('never shows more than was earned', () => {
    expect(starFill(4.3)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(starFill(4.9)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starFill(0.4)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('always draws five stars, clamping values outside 0–5', () => {
    expect(starFill(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starFill(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starFill(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
    for (let rating = 0; rating <= 5; rating += 0.1) {
      const { full, half, empty } = starFill(rating);
      expect(full + half + empty).toBe(5);
    }
  });
});

describe('ratingBarPercent', () => {
  it('is floor(100 × count / total)', () => {
    expect(ratingBarPercent(1, 3)).toBe(33);
    expect(ratingBarPercent(2, 3)).toBe(66);
    expect(ratingBarPercent(3, 3)).toBe(100);
    expect(ratingBarPercent(0, 3)).toBe(0);
    expect(ratingBarPercent(1, 7)).toBe(14);
  });

  it('is 0 when there are no reviews', () => {
    expect(ratingBarPercent(0, 0)).toBe(0);
  });

  it('never exceeds a full bar', () => {
    expect(ratingBarPercent(5, 3)).toBe(100);
  });
});
