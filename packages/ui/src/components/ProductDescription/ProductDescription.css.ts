import { style } from '@vanilla-extract/css';
import { bareButton } from '../../recipes/control.css';
import { textLink } from '../../recipes/link.css';
import { writtenText } from '../../recipes/text.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const description = stack({ alignItems: 'flex-start', gap: 'xs' });

export const text = style([writtenText, sprinkles({ color: 'text' })]);

export const toggle = style([
  textLink(),
  bareButton,
  sprinkles({ fontFamily: 'inherit', fontSize: 'sm', border: 'none' }),
]);
