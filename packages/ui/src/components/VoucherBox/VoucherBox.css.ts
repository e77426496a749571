import { style } from '@vanilla-extract/css';
import { fieldBox, headingFace } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const legend = style([
  headingFace({ width: 'full', fontSize: 'md', fontWeight: 'bold', marginBottom: 'sm', padding: 'none' }),
  { float: 'left' },
]);

export const row = style([sprinkles({ display: 'flex', gap: 'sm', minWidth: '0' }), { clear: 'both' }]);

export const input = style([
  fieldBox({ flex: 'fill', borderRadius: 'md', backgroundColor: 'surfaceSunken', border: 'hairline' }),
  { color: vars.color.textDisabled, cursor: 'not-allowed' },
]);
