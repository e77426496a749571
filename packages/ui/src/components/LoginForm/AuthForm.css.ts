import { style } from '@vanilla-extract/css';
import { choiceBox } from '../../recipes/choice.css';
import { formHint, formInput } from '../../recipes/field.css';
import { textLink } from '../../recipes/link.css';
import { autoGrid } from '../../theme/autoGrid';
import { cluster, inverseBubble, stack, tile, tinted } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

/** Shared by the login, register and change-password forms, so the three look and behave as one. */
export const form = style([
  tile({ gap: 'lg', width: 'full', boxSizing: 'border-box', boxShadow: 'card', padding: 'xl' }),
  {
    maxWidth: '28rem',
    '@media': {
      'screen and (width < 30rem)': { padding: vars.space.lg },
    },
  },
]);

export const fields = stack({ gap: 'md' });

export const input = style([
  formInput(),
  { selectors: { '&:read-only': { backgroundColor: vars.color.surfaceSunken } } },
]);

export const checkbox = style([choiceBox({ shape: 'square' }), { marginTop: vars.space.xxs }]);

export const link = textLink({ underline: 'always' });

export const actions = stack({ gap: 'md' });

export const success = tinted('success', { fontWeight: 'medium', margin: 'none' });

export const divider = style([
  cluster({ gap: 'md', color: 'textMuted', fontSize: 'sm', margin: 'none' }),
  {
    '::before': { content: '""', flex: 1, borderTop: hairlineRule },
    '::after': { content: '""', flex: 1, borderTop: hairlineRule },
  },
]);

export const sellersTitle = style([formHint, { textAlign: 'center' }]);

export const sellerLinks = autoGrid('10rem', { gap: 'sm' }, 'auto-fit');

// A link does not size its border box as a <button> does: without this, width 100% plus padding overflows.
export const sellerLink = sprinkles({ boxSizing: 'border-box' });

export const tooltip = style([
  inverseBubble({ borderRadius: 'sm', paddingY: 'xs', paddingX: 'sm' }),
  { maxWidth: '16rem', zIndex: vars.zIndex.dropdown },
]);

export const tooltipArrow = style({
  fill: vars.color.inverse,
});
