import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/lightTheme.css';
import { sprinkles } from '../theme/sprinkles.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export const textTones = ['default', 'muted', 'brand', 'success', 'danger'] as const;

/**
 * The type scale: each size with the line height it is set in (long lines of small text get air, large
 * headings sit tight). Line heights grow for Hindi through the theme's :lang(hi) values.
 */
export const text = recipe({
  base: sprinkles({ margin: 'none', fontFamily: 'body' }),
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
      xxl: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight },
      xxxl: { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      success: { color: vars.color.success },
      danger: { color: vars.color.danger },
    },
  },
  defaultVariants: {
    size: 'md',
    weight: 'regular',
    tone: 'default',
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

/** A page's opening paragraph: large, airy, no wider than a comfortable line. */
export const lead = style([
  sprinkles({ fontSize: 'lg', lineHeight: 'relaxed', margin: 'none' }),
  { maxWidth: '48rem' },
]);

/** Words a customer or a seller wrote: their own line breaks kept, a long word broken. */
export const writtenText = style([
  sprinkles({ lineHeight: 'relaxed', overflowWrap: 'anywhere', margin: 'none' }),
  { whiteSpace: 'pre-line' },
]);

/** At most two lines of text: a long name or offer does not push what follows it down. */
export const twoLines = style({
  display: '-webkit-box',
  overflow: 'hidden',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
});

/** A small label in capitals over a group (a contents list, a group of suggestions), bold and muted. */
export const eyebrow = style([
  sprinkles({ color: 'textMuted', fontWeight: 'bold' }),
  {
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    selectors: {
      // Devanagari has no capitals and suffers from letter spacing.
      '&:lang(hi)': { textTransform: 'none', letterSpacing: 'normal' },
    },
  },
]);
