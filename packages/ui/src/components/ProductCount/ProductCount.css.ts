import { style } from '@vanilla-extract/css';
import { text } from '../../recipes/text.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const count = style([text({ weight: 'medium' }), sprinkles({ fontVariantNumeric: 'tabular-nums' })]);
