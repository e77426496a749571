import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const picker = stack({ gap: 'md' });

export const title = sprinkles({ fontFamily: 'heading', fontSize: 'lg', fontWeight: 'bold', margin: 'none' });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

// The whole card shows the choice; the label covers it, so a tap anywhere on it picks the method.
export const option = style([
  sprinkles({
    position: 'relative',
    display: 'grid',
    alignItems: 'center',
    borderRadius: 'lg',
    backgroundColor: 'surface',
    padding: 'lg',
  }),
  {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"radio label" ". hint"',
    gap: `${vars.space.xxs} ${vars.space.md}`,
    border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    selectors: {
      '&:has([data-state="checked"])': {
        borderColor: vars.color.brand,
        backgroundColor: vars.color.brandSubtle,
      },
      '&:has(:focus-visible)': focusRing,
    },
  },
]);

export const radio = style({
  gridArea: 'radio',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const indicator = style({
  display: 'block',
  width: '50%',
  height: '50%',
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
});

export const label = style([
  sprinkles({ fontWeight: 'bold', cursor: 'pointer' }),
  {
    gridArea: 'label',
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
    },
  },
]);

export const hint = style([sprinkles({ color: 'textMuted', fontSize: 'sm' }), { gridArea: 'hint' }]);
