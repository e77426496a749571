import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

export const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const table = style([sprinkles({ fontSize: 'sm' }), { borderCollapse: 'collapse' }]);

export const cell = style([
  sprinkles({ textAlign: 'start', paddingY: 'xs', paddingX: 'md' }),
  { borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`, verticalAlign: 'top' },
]);

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', margin: 'none' }),
  { paddingInlineStart: vars.space.xl },
]);

export const row = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });
