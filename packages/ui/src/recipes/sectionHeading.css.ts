import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { headingFace } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { sprinkles } from '../theme/sprinkles.css';

export const sectionHeadingSizes = ['md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

/** The heading of a page, a section or a panel: the heading face, set tight. */
export const sectionHeading = recipe({
  base: headingFace({ margin: 'none', lineHeight: 'tight' }),
  variants: {
    size: {
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
      xxl: { fontSize: vars.fontSize.xxl },
      xxxl: { fontSize: vars.fontSize.xxxl },
    },
    /** Medium for a name in a list (a product, a shop), bold for a heading that opens a part of the page. */
    weight: {
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    /** A name that may be long (a shop's, a product's) breaks anywhere rather than overflow. */
    wrap: { true: sprinkles({ overflowWrap: 'anywhere' }), false: {} },
  },
  defaultVariants: { size: 'lg', weight: 'bold', wrap: false },
});

export type SectionHeadingVariants = NonNullable<RecipeVariants<typeof sectionHeading>>;

/** A page's h1: the heading face at the largest page size; a long search or shop name breaks anywhere. */
export const pageTitle = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xxl',
  lineHeight: 'tight',
  overflowWrap: 'anywhere',
  margin: 'none',
});
