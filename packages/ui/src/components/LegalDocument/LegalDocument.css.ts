import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const document = stack({ gap: 'xl' });

export const header = style([
  stack({ gap: 'md', paddingBottom: 'xl' }),
  { borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
]);

export const title = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xxxl',
  fontWeight: 'bold',
  lineHeight: 'tight',
  margin: 'none',
});

export const updated = sprinkles({ fontSize: 'sm', color: 'textMuted', margin: 'none' });

export const intro = style([
  sprinkles({ fontSize: 'lg', lineHeight: 'relaxed', margin: 'none' }),
  { maxWidth: '48rem' },
]);

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
  stack({
    gap: 'sm',
    backgroundColor: 'surfaceSunken',
    borderRadius: 'lg',
    padding: 'lg',
    border: 'hairline',
  }),
  {
    '@media': {
      [mediaQueries.desktop]: { position: 'sticky', top: vars.space.lg },
    },
  },
]);

export const contentsTitle = style([
  sprinkles({ fontSize: 'sm', fontWeight: 'bold', color: 'textMuted', margin: 'none' }),
  {
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    selectors: {
      // Devanagari has no capitals and suffers from letter spacing.
      '&:lang(hi)': { textTransform: 'none', letterSpacing: 'normal' },
    },
  },
]);

export const contentsList = style([
  stack({ gap: 'xxs', fontSize: 'sm', margin: 'none' }),
  { paddingInlineStart: vars.space.xl },
]);

export const contentsLink = style([
  sprinkles({ display: 'inline-block', color: 'link', textDecoration: 'none', paddingY: 'xxs' }),
  {
    selectors: {
      '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
      '&:focus-visible': focusRing,
    },
  },
]);

export const body = style([stack({ gap: 'xl', minWidth: '0' }), { maxWidth: '48rem' }]);

export const section = style([stack({ gap: 'sm' }), { scrollMarginTop: vars.space.xl }]);

export const sectionTitle = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xl',
  fontWeight: 'bold',
  lineHeight: 'snug',
  margin: 'none',
});

export const number = style([
  sprinkles({ fontVariantNumeric: 'tabular-nums' }),
  { color: vars.color.brandStrong },
]);

export const paragraph = sprinkles({ lineHeight: 'relaxed', margin: 'none' });

export const items = style([
  stack({ gap: 'xs', lineHeight: 'relaxed', margin: 'none' }),
  { paddingInlineStart: vars.space.xl },
]);

export const contact = sprinkles({
  borderRadius: 'lg',
  backgroundColor: 'brandSubtle',
  margin: 'none',
  padding: 'lg',
  border: 'transparent',
});

export const contactLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});
