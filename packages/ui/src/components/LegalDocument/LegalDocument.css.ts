import { style } from '@vanilla-extract/css';
import { textLink } from '../../recipes/link.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { eyebrow } from '../../recipes/text.css';
import { mediaQueries } from '../../theme/breakpoints';
import { stack, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const layout = style([
  sprinkles({ display: 'grid', gap: 'xl' }),
  {
    alignItems: 'start',
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space.xxl },
    },
  },
]);

export const contents = style([
  tile({ gap: 'sm', backgroundColor: 'surfaceSunken', padding: 'lg' }),
  {
    '@media': {
      [mediaQueries.desktop]: { position: 'sticky', top: vars.space.lg },
    },
  },
]);

export const contentsTitle = style([eyebrow, sprinkles({ fontSize: 'sm', margin: 'none' })]);

// The lists' numbers and bullets hang in the indent.
const indent = { paddingInlineStart: vars.space.xl };

export const contentsList = style([stack({ gap: 'xxs', fontSize: 'sm', margin: 'none' }), indent]);

export const contentsLink = style([
  textLink({ weight: 'regular', underline: 'hover' }),
  sprinkles({ display: 'inline-block', paddingY: 'xxs' }),
]);

export const body = style([stack({ gap: 'xl', minWidth: '0' }), { maxWidth: '48rem' }]);

export const section = style([stack({ gap: 'sm' }), { scrollMarginTop: vars.space.xl }]);

export const sectionTitle = style([sectionHeading({ size: 'xl' }), { lineHeight: vars.lineHeight.snug }]);

export const items = style([stack({ gap: 'xs', lineHeight: 'relaxed', margin: 'none' }), indent]);
