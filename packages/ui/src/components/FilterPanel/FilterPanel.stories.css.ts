import { style } from '@vanilla-extract/css';

export const column = style({
  maxWidth: '18rem',
});
