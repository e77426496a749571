import { style } from '@vanilla-extract/css';
import { columns } from '../../recipes/columns.css';
import { formField, formHint } from '../../recipes/field.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { mediaQueries } from '../../theme/breakpoints';
import { cluster, tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const panel = tile({ gap: 'lg', padding: 'lg', color: 'text' });

export const title = sectionHeading({ wrap: true });

export const grid = style([columns({ tablet: 2 }), sprinkles({ gap: 'md' })]);

export const field = formField({ gap: 'xxs' });

export const fieldWide = style([
  field,
  {
    '@media': {
      [mediaQueries.tablet]: { gridColumn: '1 / -1' },
    },
  },
]);

export const actions = cluster({ flexWrap: 'wrap', gap: 'md' });

export const email = style([formHint, { overflowWrap: 'anywhere' }]);
