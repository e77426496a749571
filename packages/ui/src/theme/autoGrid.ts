import { style } from '@vanilla-extract/css';
import { bareList } from './layout';
import { type Sprinkles, sprinkles } from './sprinkles.css';

// Apart from layout.ts because it calls `style`, which runs only while .css.ts files are compiled: layout's
// helpers also run in the browser (the theme exports them), and the built library must not import
// vanilla-extract's compiler there.

/** A list whose items flow into as many columns at least `min` wide as fit: cards, tiles, swatches. */
export const autoGrid = (
  min: string,
  props: Sprinkles = {},
  repeat: 'auto-fill' | 'auto-fit' = 'auto-fill',
) =>
  style([
    bareList({ display: 'grid', ...props }),
    { gridTemplateColumns: `repeat(${repeat}, minmax(${min}, 1fr))` },
  ]);

/** A main column and a side one from `query` up (a list and its summary, a menu and its page); below, one. */
export const twoPane = (query: string, columns: string, props: Sprinkles = {}) =>
  style([
    sprinkles({ display: 'grid', gap: 'lg', ...props }),
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignItems: 'start',
      '@media': { [query]: { gridTemplateColumns: columns } },
    },
  ]);
