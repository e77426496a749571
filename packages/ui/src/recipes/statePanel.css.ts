import { style } from '@vanilla-extract/css';
import { stack, tile } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { sprinkles } from '../theme/sprinkles.css';

/** Where a list would be when it has nothing in it: a dashed frame around an icon, a sentence and a way on. */
export const emptyState = stack({
  alignItems: 'center',
  gap: 'md',
  borderRadius: 'lg',
  backgroundColor: 'surface',
  textAlign: 'center',
  paddingY: 'xxl',
  paddingX: 'lg',
  border: 'dashed',
});

export const emptyStateIcon = style([
  sprinkles({ display: 'inline-flex', borderRadius: 'pill', backgroundColor: 'brandSubtle', padding: 'md' }),
  { color: vars.color.brandStrong },
]);

/** The outcome of a step (a payment, an order): one centred panel with what happened and what comes next. */
export const resultPanel = style([
  tile({
    alignItems: 'center',
    gap: 'md',
    color: 'text',
    textAlign: 'center',
    marginX: 'auto',
    padding: 'xl',
  }),
  { maxWidth: '36rem' },
]);
