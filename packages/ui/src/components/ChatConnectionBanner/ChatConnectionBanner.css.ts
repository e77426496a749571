import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.onInfoSubtle,
  selectors: {
    '&[data-status="reconnecting"]': {
      backgroundColor: vars.color.warningSubtle,
      color: vars.color.onWarningSubtle,
    },
    '&[data-status="refused"]': {
      backgroundColor: vars.color.dangerSubtle,
      color: vars.color.onDangerSubtle,
    },
  },
});

export const text = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
});
