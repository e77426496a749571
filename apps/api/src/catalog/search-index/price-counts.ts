/**
 * The selling prices of the live products, by category and whole stars, each list kept sorted: how many
 * products of a category are rated r and up within a price range is then a few binary searches, where a
 * visit of every product took time in proportion to the catalogue (browsing with a rating or price filter,
 * and browsing's facets, at a million products). Ratings filter by whole stars ("4 and up" is a rating of
 * 4.0 or more), so a product rated 3.7 counts in the list of 3 stars.
 */
export class PriceCounts {
  /** [category number][whole stars, 0 to 5]: prices, ascending once sealed. */
  private lists: number[][][] = [];
  private sorted = false;

  add(category: number, rating: number, price: number): void {
    const list = this.listOf(category, rating);
    if (this.sorted) list.splice(upperBound(list, price), 0, price);
    else list.push(price);
  }

  remove(category: number, rating: number, price: number): void {
    const list = this.listOf(category, rating);
    const at = this.sorted ? lowerBound(list, price) : list.indexOf(price);
    if (at >= 0 && list[at] === price) list.splice(at, 1);
  }

  /** Once every product of a build was added: sorts each list, and keeps them sorted from then on. */
  seal(): void {
    for (const byStars of this.lists) for (const list of byStars) list.sort((a, b) => a - b);
    this.sorted = true;
  }

  /** Products of the category rated `fromStars` and up, priced within [low, high]. */
  count(category: number, fromStars: number, low: number, high: number): number {
    if (low > high) return 0;
    let total = 0;
    for (const list of this.listsFrom(category, fromStars)) {
      total += upperBound(list, high) - lowerBound(list, low);
    }
    return total;
  }

  /** The lowest and highest price of the category's products rated `fromStars` and up, if any. */
  range(category: number, fromStars: number): { min: number; max: number } | null {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const list of this.listsFrom(category, fromStars)) {
      const first = list[0];
      const last = list[list.length - 1];
      if (first !== undefined && first < min) min = first;
      if (last !== undefined && last > max) max = last;
    }
    return min <= max ? { min, max } : null;
  }

  private listsFrom(category: number, fromStars: number): number[][] {
    return (this.lists[category] ?? []).slice(Math.max(0, fromStars));
  }

  private listOf(category: number, rating: number): number[] {
    while (this.lists.length <= category) this.lists.push([[], [], [], [], [], []]);
    const stars = Math.min(5, Math.max(0, Math.floor(rating)));
    const byStars = this.lists[category] ?? [];
    let list = byStars[stars];
    if (!list) {
      list = [];
      byStars[stars] = list;
    }
    return list;
  }
}

/** The first index whose value is not below `value` (values ascending). */
function lowerBound(values: number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first index whose value is above `value` (values ascending). */
function upperBound(values: number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
