import { style } from '@vanilla-extract/css';
import { fieldButton } from '../../recipes/fieldButton.css';
import { popover } from '../../recipes/popover.css';
import { eyebrow } from '../../recipes/text.css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { cluster, fieldBox, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const field = sprinkles({ position: 'relative', display: 'flex', flex: 'auto', minWidth: '0' });

export const form = style([
  field,
  sprinkles({ borderRadius: 'md', backgroundColor: 'surface', border: 'strong' }),
  {
    selectors: {
      '&:focus-within': { borderColor: vars.color.focusRing },
    },
  },
]);

export const categorySelect = style([
  fieldBox({ backgroundColor: 'surfaceSunken', fontSize: 'sm', cursor: 'pointer', paddingX: 'sm' }),
  {
    flex: '0 1 auto',
    width: '6.5rem',
    border: 'none',
    borderInlineEnd: hairlineRule,
    borderStartStartRadius: vars.radius.md,
    borderEndStartRadius: vars.radius.md,
    textOverflow: 'ellipsis',
    selectors: {
      '&:focus-visible': { ...focusRing, outlineOffset: 0 },
      '&:hover': { backgroundColor: vars.color.surfaceHover },
    },
    '@media': {
      [mediaQueries.tablet]: { width: '11rem', paddingInline: vars.space.md },
    },
  },
]);

export const input = style([
  fieldBox({ flex: 'auto', width: 'full', backgroundColor: 'transparent', border: 'none' }),
  {
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
    },
  },
]);

const popup = style([
  popover,
  { position: 'absolute', top: `calc(100% + ${vars.space.xs})`, insetInline: 0 },
]);

export const listbox = style([
  popup,
  sprinkles({ padding: 'xs' }),
  {
    minWidth: 'min(20rem, calc(100vw - 2rem))',
    maxHeight: '24rem',
    overflowY: 'auto',
    selectors: {
      '&[hidden]': { display: 'none' },
    },
  },
]);

export const group = style([
  stack(),
  {
    selectors: {
      '& + &': { marginTop: vars.space.xs, paddingTop: vars.space.xs, borderTop: hairlineRule },
    },
  },
]);

export const groupLabel = style([eyebrow, sprinkles({ fontSize: 'xs', paddingY: 'xs', paddingX: 'sm' })]);

export const option = style([
  cluster({ flexWrap: 'wrap', alignItems: 'baseline', fontSize: 'sm', cursor: 'pointer' }),
  sprinkles({ borderRadius: 'sm', paddingY: 'xs', paddingX: 'sm' }),
  {
    columnGap: vars.space.sm,
    minHeight: vars.size.controlSm,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&[aria-selected="true"]': {
        backgroundColor: vars.color.brandSubtle,
        color: vars.color.brandStrong,
        // Forced colours drop the background: an outline keeps the active option visible.
        outline: `${vars.borderWidth.hairline} solid transparent`,
      },
    },
  },
]);

export const optionLabel = sprinkles({ fontWeight: 'medium', overflowWrap: 'anywhere' });

export const optionDetail = style([
  sprinkles({ color: 'textMuted', fontSize: 'xs' }),
  {
    selectors: {
      [`${option}[aria-selected="true"] &`]: { color: vars.color.brandStrong },
    },
  },
]);

export const noMatches = style([
  popup,
  // The popup's text colour, not the muted one: it is the whole message.
  sprinkles({ fontSize: 'sm', margin: 'none', paddingY: 'sm', paddingX: 'md' }),
]);

export const submit = style([
  fieldButton,
  sprinkles({ gap: 'xs' }),
  { margin: `calc(-1 * ${vars.borderWidth.hairline})` },
]);
