import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { cluster, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const card = stack({
  gap: 'lg',
  backgroundColor: 'surface',
  borderRadius: 'xl',
  boxShadow: 'card',
  padding: 'xl',
  border: 'hairline',
});

export const address = sprinkles({ fontStyle: 'normal' });

export const details = stack({ gap: 'lg', margin: 'none' });

export const row = stack({ gap: 'xxs' });

export const icon = style([
  sprinkles({ flex: 'none', color: 'accent' }),
  { width: vars.size.icon, height: vars.size.icon },
]);

export const term = cluster({ gap: 'md', fontSize: 'sm', fontWeight: 'bold', color: 'textMuted' });

// Lined up with the label's text, past the icon.
export const value = style([
  sprinkles({ overflowWrap: 'anywhere', margin: 'none' }),
  { paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.md})` },
]);

export const line = sprinkles({ display: 'block' });

export const link = style([
  sprinkles({ color: 'link', fontWeight: 'medium', textDecoration: 'underline' }),
  {
    textUnderlineOffset: '0.2em',
    selectors: {
      '&:hover': { color: vars.color.linkHover },
      '&:focus-visible': focusRing,
    },
  },
]);

export const hours = style([
  stack({ gap: 'sm', paddingTop: 'lg' }),
  { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
]);

export const hoursTitle = cluster({ gap: 'md', fontSize: 'md', fontWeight: 'bold', margin: 'none' });

export const hoursList = style([
  stack({ gap: 'xs', margin: 'none' }),
  { paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.md})` },
]);

export const hoursRow = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between' }),
  { columnGap: vars.space.lg },
]);

export const hoursTime = sprinkles({
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  margin: 'none',
});

export const note = sprinkles({ fontSize: 'sm', color: 'textMuted', lineHeight: 'relaxed', margin: 'none' });
