import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { sprinkles } from '../../theme/sprinkles.css';

export const field = style([
  sprinkles({
    flex: 'fill',
    minWidth: '0',
    minHeight: 'touchTarget',
    color: 'text',
    backgroundColor: 'surface',
    borderRadius: 'md',
    padding: 'xs',
    border: 'strong',
  }),
  { font: 'inherit', resize: 'vertical', selectors: { '&:focus-visible': focusRing } },
]);
