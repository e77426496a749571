import { formatInr, type InrLocale, type NumberFormat } from '@bazaar/domain';
import { format } from '../../messages/format';
import type { Messages } from '../../messages/messageTypes';
import { sprinkles } from '../../theme/sprinkles.css';
import type { FilterPriceRange } from './FilterPanel';
import * as styles from './FilterPanelHistogram.css';

/** One bar: products whose selling price is in [low, high), or [low, high] for the last bar. */
export interface FilterPriceBucket {
  low: number;
  high: number;
  count: number;
}

export interface FilterPanelHistogramProps {
  buckets: readonly FilterPriceBucket[];
  /** The chosen price range; the bar it equals shows pressed. */
  price: FilterPriceRange | null;
  onChoose: (price: FilterPriceRange) => void;
  locale: InrLocale;
  countFormat: NumberFormat;
  messages: Messages['listing'];
}

/** The whole rupees a bar stands for: its high end is another bar's low end, except for the last. */
export function bucketRange(buckets: readonly FilterPriceBucket[], index: number): FilterPriceRange {
  const bucket = buckets[index];
  if (!bucket) throw new RangeError(`no price bucket ${index}`);
  const last = index === buckets.length - 1;
  return { low: bucket.low, high: last ? bucket.high : bucket.high - 1 };
}

/**
 * The prices of the matching products as bars above the price slider (openapi.yaml ProductFacets.prices).
 * Each bar is a button that chooses its range; its name says the range and the count, so the chart reads
 * as a list on a screen reader, and a pressed bar is marked by its outline as well as its colour.
 */
export function FilterPanelHistogram({
  buckets,
  price,
  onChoose,
  locale,
  countFormat,
  messages,
}: FilterPanelHistogramProps) {
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <ul className={styles.histogram} aria-label={messages.priceHistogram}>
      {buckets.map((bucket, index) => {
        const range = bucketRange(buckets, index);
        const count = countFormat.format(bucket.count);
        const label =
          range.low === range.high
            ? format(messages.priceBucketOnePrice, { price: formatInr(range.low, locale), count })
            : format(messages.priceBucket, {
                low: formatInr(range.low, locale),
                high: formatInr(range.high, locale),
                count,
              });
        const pressed = price !== null && price.low === range.low && price.high === range.high;
        // A bar with products is never drawn flat, so a small count still shows beside a large one.
        const height = bucket.count === 0 ? 0 : Math.max(8, Math.round((100 * bucket.count) / most));
        return (
          <li key={bucket.low} className={sprinkles({ display: 'flex', flex: 'fill', minWidth: '0' })}>
            <button
              type="button"
              className={styles.bar}
              aria-label={label}
              aria-pressed={pressed}
              disabled={bucket.count === 0}
              onClick={() => onChoose(range)}
            >
              {/* A height from data: the one value no stylesheet can know in advance. */}
              <span className={styles.fill} style={{ height: `${height}%` }} data-percent={height} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
