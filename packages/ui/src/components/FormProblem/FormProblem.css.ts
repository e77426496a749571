import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.onDangerSubtle,
});

export const problemTitle = style({
  fontWeight: vars.fontWeight.bold,
});
