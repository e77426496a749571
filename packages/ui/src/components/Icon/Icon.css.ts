import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const icon = recipe({
  base: sprinkles({ display: 'block', flexShrink: '0' }),
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: vars.size.icon, height: vars.size.icon },
      lg: { width: `calc(${vars.size.icon} * 1.25)`, height: `calc(${vars.size.icon} * 1.25)` },
    },
  },
  defaultVariants: { size: 'md' },
});
