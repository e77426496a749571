import { style } from '@vanilla-extract/css';
import { text } from '../../recipes/text.css';
import { figures } from '../../theme/layout';

export const count = style([text({ weight: 'medium' }), figures({ fontVariantNumeric: 'tabular-nums' })]);
