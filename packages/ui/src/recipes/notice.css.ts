import { stack } from '../theme/layout';

/** Where a list or a record would be when there is none: a dashed frame around a title and a hint. */
export const dashedNotice = stack({
  alignItems: 'flex-start',
  gap: 'sm',
  borderRadius: 'lg',
  backgroundColor: 'surface',
  padding: 'xl',
  border: 'dashed',
});
