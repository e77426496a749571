import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const sectionHeadingSizes = ['md', 'lg', 'xl', 'xxl'] as const;

/** The heading of a page, a section or a panel: the heading face, bold, set tight. */
export const sectionHeading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
      xxl: { fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'lg' },
});

export type SectionHeadingVariants = NonNullable<RecipeVariants<typeof sectionHeading>>;
