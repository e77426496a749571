import { style } from '@vanilla-extract/css';
import { columns } from '../../recipes/columns.css';
import { bareButton } from '../../recipes/control.css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const options = style([columns({ tablet: 2 }), sprinkles({ gap: 'md' })]);

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

export const radio = style([
  bareButton,
  sprinkles({ boxSizing: 'border-box', width: 'icon', height: 'icon' }),
  {
    gridArea: 'radio',
    backgroundColor: vars.color.surface,
    border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
    borderRadius: '50%',
    outline: 'none',
    selectors: {
      '&[data-state="checked"]': { borderColor: vars.color.brand },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

export const indicator = style([
  sprinkles({ display: 'block', backgroundColor: 'brand' }),
  { width: '50%', height: '50%', borderRadius: '50%' },
]);

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
