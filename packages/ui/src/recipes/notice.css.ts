import { style } from '@vanilla-extract/css';
import { stack } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';

/** Where a list or a record would be when there is none: a dashed frame around a title and a hint. */
export const dashedNotice = style([
  stack({
    alignItems: 'flex-start',
    gap: 'sm',
    borderRadius: 'lg',
    backgroundColor: 'surface',
    padding: 'xl',
  }),
  { border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}` },
]);
