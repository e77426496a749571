import { style } from '@vanilla-extract/css';
import { textLink } from '../../recipes/link.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const description = stack({ alignItems: 'flex-start', gap: 'xs' });

export const text = style([
  sprinkles({ color: 'text', lineHeight: 'relaxed', overflowWrap: 'anywhere', margin: 'none' }),
  { whiteSpace: 'pre-line' },
]);

export const toggle = style([
  textLink(),
  sprinkles({
    backgroundColor: 'transparent',
    fontFamily: 'inherit',
    fontSize: 'sm',
    cursor: 'pointer',
    margin: 'none',
    padding: 'none',
    border: 'none',
  }),
]);
