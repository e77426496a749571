import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { vars } from '../../theme/contract.css';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const group = style([
  stack({ gap: 'sm', borderRadius: 'lg', backgroundColor: 'surface', padding: 'lg', border: 'hairline' }),
  {
    '@media': {
      'screen and (width < 30rem)': { padding: vars.space.md },
    },
  },
]);

export const shopName = style([sectionHeading({ size: 'lg' }), { overflowWrap: 'anywhere' }]);

export const lines = bareList();

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  },
});

export const totals = style([
  stack({ gap: 'xs', margin: 'none', paddingTop: 'sm' }),
  { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
]);

export const row = sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'md' });

export const amount = sprinkles({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', margin: 'none' });

export const hint = style([
  sprinkles({ color: 'textMuted', fontSize: 'sm', margin: 'none' }),
  {
    selectors: {
      '&[data-free="true"]': { color: vars.color.onSuccessSubtle },
    },
  },
]);
