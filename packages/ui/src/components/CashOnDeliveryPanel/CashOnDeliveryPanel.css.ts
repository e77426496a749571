import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

export const panel = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 'md',
  borderRadius: 'lg',
  backgroundColor: 'surface',
  color: 'text',
  padding: 'lg',
  border: 'hairline',
});

export const text = style([sprinkles({ margin: 'none' })]);
