import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const panel = stack({
  alignItems: 'flex-start',
  gap: 'md',
  borderRadius: 'lg',
  backgroundColor: 'surface',
  color: 'text',
  padding: 'lg',
  border: 'hairline',
});

export const text = style([sprinkles({ margin: 'none' })]);
