import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { bareList, cluster, stack } from './layout';
import { sprinkles } from './sprinkles.css';

export const page = stack({ gap: 'xl', maxWidth: 'container' });

export const section = stack({ gap: 'md' });

export const sectionTitle = sprinkles({
  fontSize: 'xl',
  fontWeight: 'bold',
  lineHeight: 'tight',
  margin: 'none',
});

export const note = sprinkles({ color: 'textMuted', fontSize: 'sm', margin: 'none' });

export const swatches = style([
  bareList({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' },
]);

export const swatch = cluster({ gap: 'sm', minWidth: '0' });

export const chip = style([
  sprinkles({ flexShrink: '0', borderRadius: 'md', border: 'strong' }),
  { width: vars.size.touchTarget, height: vars.size.touchTarget },
]);

export const swatchName = sprinkles({
  display: 'block',
  fontSize: 'sm',
  fontWeight: 'medium',
  overflowWrap: 'anywhere',
});

export const swatchValue = sprinkles({ display: 'block', color: 'textMuted', fontSize: 'xs' });

export const table = style([sprinkles({ fontSize: 'sm' }), { borderCollapse: 'collapse' }]);

export const cell = style([
  sprinkles({ textAlign: 'start', paddingY: 'xs', paddingX: 'md' }),
  { borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`, verticalAlign: 'baseline' },
]);

export const pairSample = sprinkles({
  display: 'inline-block',
  borderRadius: 'sm',
  paddingY: 'xxs',
  paddingX: 'sm',
  border: 'hairline',
});

const labelledRow = (labelColumn: string) =>
  style([sprinkles({ display: 'grid', gap: 'md' }), { gridTemplateColumns: `${labelColumn} 1fr` }]);

export const typeRow = style([
  labelledRow('minmax(6rem, auto)'),
  sprinkles({ alignItems: 'baseline', margin: 'none' }),
]);

export const spaceRow = style([labelledRow('4rem'), sprinkles({ alignItems: 'center' })]);

export const spaceBar = style([
  sprinkles({ borderRadius: 'sm' }),
  { height: vars.space.lg, backgroundColor: vars.color.accent },
]);

export const row = cluster({ flexWrap: 'wrap', gap: 'md' });

export const fontSample = sprinkles({ fontSize: 'lg', margin: 'none' });
