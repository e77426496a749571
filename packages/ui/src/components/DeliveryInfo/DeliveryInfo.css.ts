import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { bareList, cluster, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const info = stack({ gap: 'xxl' });

export const section = stack({ gap: 'lg' });

export const grid = style([
  bareList({ display: 'grid', gap: 'lg' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' },
]);

export const twoColumns = style([
  bareList({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
  },
]);

export const card = stack({
  gap: 'sm',
  backgroundColor: 'surface',
  borderRadius: 'lg',
  boxShadow: 'card',
  padding: 'xl',
  border: 'hairline',
});

export const cardHead = cluster({ gap: 'md' });

export const iconFrame = style([
  sprinkles({
    display: 'inline-flex',
    flex: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'md',
    backgroundColor: 'accentSubtle',
  }),
  { width: vars.size.touchTarget, height: vars.size.touchTarget, color: vars.color.accentStrong },
]);

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});

export const facts = style([
  sprinkles({ display: 'grid' }),
  {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
    margin: 0,
    marginTop: vars.space.xs,
  },
]);

export const factTerm = sprinkles({ color: 'textMuted', fontSize: 'sm', paddingTop: 'xxs' });

export const factValue = stack({ fontWeight: 'medium', margin: 'none' });

export const price = style([
  sprinkles({
    fontFamily: 'heading',
    fontSize: 'xl',
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
  }),
  { color: vars.color.brandStrong },
]);

export const freeNote = style([
  sprinkles({ fontSize: 'sm', fontWeight: 'regular' }),
  { color: vars.color.onSuccessSubtle },
]);

export const tier = style([
  sprinkles({
    borderRadius: 'pill',
    fontSize: 'xs',
    fontWeight: 'bold',
    paddingY: 'xxs',
    paddingX: 'sm',
    border: 'transparent',
  }),
  { alignSelf: 'flex-start', backgroundColor: vars.color.badgeBlue, color: vars.color.onBadgeBlue },
]);

export const steps = style([
  bareList({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    counterReset: 'step',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const step = style([
  stack({ gap: 'sm', backgroundColor: 'surface', borderRadius: 'lg', padding: 'xl', border: 'hairline' }),
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

export const policy = sprinkles({
  display: 'flex',
  gap: 'md',
  alignItems: 'flex-start',
  backgroundColor: 'surface',
  borderRadius: 'lg',
  padding: 'lg',
  border: 'hairline',
});

export const policyText = stack({ gap: 'xxs' });

export const help = stack({
  gap: 'md',
  borderRadius: 'xl',
  backgroundColor: 'brandSubtle',
  padding: 'xl',
  border: 'transparent',
});

export const helpList = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'lg', margin: 'none' });

export const helpItem = cluster({ gap: 'sm', minWidth: '0', overflowWrap: 'anywhere' });

export const helpTerm = cluster({ gap: 'sm', color: 'text', fontWeight: 'bold' });

export const helpValue = sprinkles({ margin: 'none' });

export const link = style([
  sprinkles({ color: 'link', fontWeight: 'medium', textDecoration: 'underline' }),
  {
    textUnderlineOffset: '0.2em',
    selectors: {
      '&:hover': { color: vars.color.linkHover },
      '&:focus-visible': focusRing,
    },
  },
]);
