import { formatInr, type InrLocale, type NumberFormat, numberFormat } from '@bazaar/domain';
import { Checkbox, RadioGroup, Slider } from 'radix-ui';
import { useId, useState } from 'react';
import { categoryName } from '../../messages/categoryName';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import type { Language } from '../../messages/language';
import type { Messages } from '../../messages/messageTypes';
import { button } from '../../recipes/button.css';
import { checkmark, choiceBox, choiceDot } from '../../recipes/choice.css';
import { figures, tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { useFilterChoice } from '../FilterToggle/filterChoice';
import { RatingStars } from '../RatingStars';
import * as styles from './FilterPanel.css';
import { FilterPanelHistogram, type FilterPriceBucket } from './FilterPanelHistogram';

/** SPEC.md §9: the price slider moves in steps of 5 rupees. */
export const PRICE_SLIDER_STEP = 5;

/** SPEC.md §2.4: rating choices from 5 stars down to 1; r means r stars and up (DESIGN.md §3). */
export const minimumRatings = [5, 4, 3, 2, 1] as const;
export type MinimumRating = (typeof minimumRatings)[number];

export function isMinimumRating(value: unknown): value is MinimumRating {
  return typeof value === 'number' && (minimumRatings as readonly number[]).includes(value);
}

/** The contract's sortPrice values; no sort keeps the newest first. */
export const priceSorts = ['low-to-high', 'high-to-low'] as const;
export type PriceSort = (typeof priceSorts)[number];

export function isPriceSort(value: unknown): value is PriceSort {
  return typeof value === 'string' && (priceSorts as readonly string[]).includes(value);
}

/** Whole rupees of selling price (DESIGN.md §3). */
export interface FilterPriceRange {
  low: number;
  high: number;
}

/**
 * How many products each choice would find: the listing's facets (openapi.yaml ProductFacets), each
 * counted with every filter but its own.
 */
export interface FilterFacets {
  /** Categories with at least one product; a category not listed has none. */
  categories: readonly { name: string; count: number }[];
  /** "r stars and up" for r = 4, 3, 2, 1. */
  ratings: readonly { atLeast: number; count: number }[];
  /** The price histogram; empty when nothing matches. */
  prices: readonly FilterPriceBucket[];
}

export interface FilterPanelProps {
  /** Category names, in menu order. */
  categories: readonly string[];
  /** The one chosen category; null for all. */
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  /** The lowest and highest selling price in the shop, from the server: the slider's ends. */
  priceBounds: FilterPriceRange;
  /** The chosen range; null for the whole of `priceBounds`. */
  price: FilterPriceRange | null;
  /** Called when a thumb is let go (or moved by a key), not on every step of a drag. */
  onPriceChange: (price: FilterPriceRange) => void;
  rating: MinimumRating | null;
  onRatingChange: (rating: MinimumRating | null) => void;
  sort: PriceSort | null;
  onSortChange: (sort: PriceSort | null) => void;
  /** Counts beside the choices and the price histogram; absent while unknown (no counts are shown). */
  facets?: FilterFacets | undefined;
}

const newest = 'newest';

const locales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, InrLocale>;
// Lakh grouping in either language, with the Latin digits the prices use.
const countFormats = {
  english: numberFormat(locales.english, { maximumFractionDigits: 0 }),
  hindi: numberFormat(locales.hindi, { maximumFractionDigits: 0 }),
} as const satisfies Record<Language, NumberFormat>;

/** "5 stars", then "4 stars & up" down to "1 star & up": r means r stars and up (DESIGN.md §3). */
function ratingLabel(rating: MinimumRating, messages: Messages['listing']): string {
  if (rating === 5) return format(messages.ratingOption, { rating });
  if (rating === 1) return messages.ratingOneAndUp;
  return format(messages.ratingAndUp, { rating });
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * The shop page's filters (SPEC.md §2.4): one category at a time, a two-thumb price slider, a minimum rating
 * and the price sort. Presentational: the choices come in as props and every change goes out through a
 * callback, so the page can keep them in its URL.
 */
export function FilterPanel({
  categories,
  category,
  onCategoryChange,
  priceBounds,
  price,
  onPriceChange,
  rating,
  onRatingChange,
  sort,
  onSortChange,
  facets,
}: FilterPanelProps) {
  const allMessages = useMessages();
  const messages = allMessages.listing;
  const { language } = useLanguage();
  const countFormat = countFormats[language];
  // The count is drawn after the label and heard as the control's description, so a choice keeps its
  // name ("Books") while its count changes with the other filters.
  const countText = (count: number | undefined, descriptionId: string) => {
    if (count === undefined) return null;
    const figure = countFormat.format(count);
    return (
      <>
        <span className={styles.count} aria-hidden="true">
          {format(messages.choiceCount, { count: figure })}
        </span>
        <span id={descriptionId} hidden>
          {format(messages.choiceCountDescription, { count: figure })}
        </span>
      </>
    );
  };
  const categoryCount = (name: string) =>
    facets ? (facets.categories.find((facet) => facet.name === name)?.count ?? 0) : undefined;
  const ratingCount = (rating: MinimumRating) =>
    facets?.ratings.find((facet) => facet.atLeast === rating)?.count;
  const id = useId();
  // On a phone the FilterToggle around the panel folds it away after a choice. Not after a price: a range
  // often takes both thumbs, and folding after the first would send the shopper back for the second.
  const chose = useFilterChoice();

  const min = Math.floor(Math.min(priceBounds.low, priceBounds.high));
  // A shop whose products all cost the same has nothing to slide: the slider is shown, disabled.
  const degenerate = Math.ceil(priceBounds.high) - min < PRICE_SLIDER_STEP;
  const max = degenerate ? min + PRICE_SLIDER_STEP : Math.ceil(priceBounds.high);
  const chosenLow = clamp(price?.low ?? min, min, max);
  const chosen: [number, number] = [chosenLow, clamp(price?.high ?? max, chosenLow, max)];
  const chosenKey = chosen.join('-');

  // The thumbs follow the pointer while dragging; the page hears of it only on release. A new chosen
  // range from the page (the committed one, or another from the URL) replaces what was dragged.
  const [drag, setDrag] = useState<{ from: string; value: [number, number] } | null>(null);
  const shown = drag !== null && drag.from === chosenKey ? drag.value : chosen;

  return (
    // <search> would say the same, but Testing Library and older browser–screen reader pairs do not map it yet.
    // biome-ignore lint/a11y/useSemanticElements: the explicit role reaches every accessibility stack
    <div className={tile({ gap: 'lg', padding: 'lg' })} role="search" aria-label={messages.filters}>
      {categories.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{messages.category}</legend>
          <ul className={styles.options}>
            {categories.map((name, index) => {
              const checkboxId = `${id}-category-${index}`;
              return (
                <li key={name} className={styles.option}>
                  <Checkbox.Root
                    id={checkboxId}
                    aria-describedby={facets ? `${checkboxId}-count` : undefined}
                    className={choiceBox({ shape: 'square' })}
                    checked={category === name}
                    // One category at a time (SPEC.md §2.4): ticking one replaces the other, unticking clears.
                    onCheckedChange={(checked) => {
                      onCategoryChange(checked === true ? name : null);
                      chose();
                    }}
                  >
                    <Checkbox.Indicator className={checkmark} />
                  </Checkbox.Root>
                  <label htmlFor={checkboxId} className={styles.optionLabel}>
                    {categoryName(allMessages, name)}
                    {countText(categoryCount(name), `${checkboxId}-count`)}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{messages.price}</legend>
        {facets && facets.prices.length > 0 ? (
          <FilterPanelHistogram
            buckets={facets.prices}
            price={price}
            onChoose={(range) => {
              onPriceChange(range);
              chose();
            }}
            locale={locales[language]}
            countFormat={countFormat}
            messages={messages}
          />
        ) : null}
        <p className={figures({ fontWeight: 'medium', margin: 'none' })}>
          {degenerate
            ? format(messages.priceRange, {
                low: formatInr(priceBounds.low),
                high: formatInr(priceBounds.high),
              })
            : format(messages.priceRange, { low: formatInr(shown[0]), high: formatInr(shown[1]) })}
        </p>
        <Slider.Root
          className={styles.slider}
          min={min}
          max={max}
          step={PRICE_SLIDER_STEP}
          value={degenerate ? [min, max] : shown}
          disabled={degenerate}
          onValueChange={([low = min, high = max]) => setDrag({ from: chosenKey, value: [low, high] })}
          onValueCommit={([low = min, high = max]) => {
            if (low !== chosen[0] || high !== chosen[1]) onPriceChange({ low, high });
          }}
        >
          <Slider.Track className={styles.track}>
            <Slider.Range className={styles.range} />
          </Slider.Track>
          <Slider.Thumb
            className={styles.thumb}
            aria-label={messages.minimumPrice}
            aria-valuetext={formatInr(shown[0])}
          />
          <Slider.Thumb
            className={styles.thumb}
            aria-label={messages.maximumPrice}
            aria-valuetext={formatInr(shown[1])}
          />
        </Slider.Root>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{messages.rating}</legend>
        <RadioGroup.Root
          className={styles.options}
          value={rating === null ? '' : String(rating)}
          aria-label={messages.rating}
          onValueChange={(value) => {
            const next = Number(value);
            if (!isMinimumRating(next)) return;
            onRatingChange(next);
            chose();
          }}
        >
          {minimumRatings.map((choice) => {
            const radioId = `${id}-rating-${choice}`;
            return (
              <div key={choice} className={styles.option}>
                <RadioGroup.Item
                  id={radioId}
                  value={String(choice)}
                  className={choiceBox({ shape: 'round' })}
                  aria-describedby={ratingCount(choice) === undefined ? undefined : `${radioId}-count`}
                >
                  <RadioGroup.Indicator className={choiceDot} />
                </RadioGroup.Item>
                <label htmlFor={radioId} className={styles.optionLabel}>
                  <span aria-hidden="true">
                    <RatingStars rating={choice} size="sm" />
                  </span>
                  <span className={sprinkles({ color: 'textMuted', fontSize: 'sm' })}>
                    {ratingLabel(choice, messages)}
                  </span>
                  {countText(ratingCount(choice), `${radioId}-count`)}
                </label>
              </div>
            );
          })}
        </RadioGroup.Root>
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'sm' })} ${sprinkles({ alignSelf: 'flex-start' })}`}
          disabled={rating === null}
          onClick={() => {
            onRatingChange(null);
            chose();
          }}
        >
          {messages.clearRating}
        </button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{messages.sortBy}</legend>
        <RadioGroup.Root
          className={styles.options}
          value={sort ?? newest}
          aria-label={messages.sortBy}
          onValueChange={(value) => {
            onSortChange(isPriceSort(value) ? value : null);
            chose();
          }}
        >
          {[
            { value: newest, label: messages.sortNewest },
            { value: 'low-to-high', label: messages.sortLowToHigh },
            { value: 'high-to-low', label: messages.sortHighToLow },
          ].map((option) => {
            const radioId = `${id}-sort-${option.value}`;
            return (
              <div key={option.value} className={styles.option}>
                <RadioGroup.Item id={radioId} value={option.value} className={choiceBox({ shape: 'round' })}>
                  <RadioGroup.Indicator className={choiceDot} />
                </RadioGroup.Item>
                <label htmlFor={radioId} className={styles.optionLabel}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadioGroup.Root>
      </fieldset>
    </div>
  );
}
