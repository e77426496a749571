import * as problems from '@bazaar/ui/recipes';
import { mediaQueries, vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/**
 * Phones: filters (behind their button), products, then the latest products. From tablet width the filters
 * and the latest products share a column beside the products.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"filters" "results" "latest"',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"filters results" "latest results"',
    },
    [mediaQueries.desktop]: {
      gridTemplateColumns: '17rem minmax(0, 1fr)',
    },
  },
});

export const filters = style({
  gridArea: 'filters',
  minWidth: 0,
});

export const latest = style({
  gridArea: 'latest',
  minWidth: 0,
});

export const results = style({
  gridArea: 'results',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const problem = problems.problemPanel();

export const problemTitle = problems.problemTitle();

export const problemText = problems.problemText;
