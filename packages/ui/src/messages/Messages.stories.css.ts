import { style } from '@vanilla-extract/css';
import { stack } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { hairlineRule } from '../theme/rules';
import { sprinkles } from '../theme/sprinkles.css';

export const table = style([sprinkles({ fontSize: 'sm' }), { borderCollapse: 'collapse' }]);

export const cell = style([
  sprinkles({ textAlign: 'start', paddingY: 'xs', paddingX: 'md' }),
  { borderBottom: hairlineRule, verticalAlign: 'top' },
]);

export const list = style([stack({ gap: 'xs', margin: 'none' }), { paddingInlineStart: vars.space.xl }]);
