import { style } from '@vanilla-extract/css';
import { badge } from '../../recipes/badge.css';
import { columns } from '../../recipes/columns.css';
import { autoGrid } from '../../theme/autoGrid';
import { bareList, cluster, figures, stack, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = stack({ gap: 'lg' });

export const grid = autoGrid('min(100%, 16rem)', { gap: 'lg' }, 'auto-fit');

export const twoColumns = style([bareList({ gap: 'lg' }), columns({ tablet: 2 })]);

export const card = tile({ gap: 'sm', boxShadow: 'card', padding: 'xl' });

export const cardHead = cluster({ gap: 'md' });

export const icon = sprinkles({ width: 'icon', height: 'icon' });

export const facts = style([
  sprinkles({ display: 'grid', marginX: 'none', marginBottom: 'none', marginTop: 'xs' }),
  { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space.lg, rowGap: vars.space.xs },
]);

export const factTerm = sprinkles({ color: 'textMuted', fontSize: 'sm', paddingTop: 'xxs' });

export const factValue = stack({ fontWeight: 'medium', margin: 'none' });

export const price = figures({
  fontFamily: 'heading',
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'brandStrong',
});

export const tier = style([badge({ tone: 'blue' }), sprinkles({ alignSelf: 'flex-start' })]);

export const steps = style([
  bareList({ gap: 'lg' }),
  columns({ tablet: 2, desktop: 4 }),
  {
    counterReset: 'step',
  },
]);

export const step = style([
  tile({ gap: 'sm', padding: 'xl' }),
  {
    counterIncrement: 'step',
    '::before': {
      content: 'counter(step) / ""',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.size.controlSm,
      height: vars.size.controlSm,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
]);

export const helpItem = cluster({ gap: 'sm', minWidth: '0', overflowWrap: 'anywhere' });

export const helpTerm = cluster({ gap: 'sm', color: 'text', fontWeight: 'bold' });

export const helpValue = sprinkles({ margin: 'none' });
