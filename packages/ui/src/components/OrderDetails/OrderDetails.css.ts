import { style } from '@vanilla-extract/css';
import { columns as columnsRecipe } from '../../recipes/columns.css';
import { split, tile, tinted } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const payBox = style([
  split({ flexWrap: 'wrap', alignItems: 'center', gap: 'md' }),
  tinted('warning'),
]);

export const columns = style([columnsRecipe({ tablet: 2 }), sprinkles({ gap: 'lg' })]);

export const panel = tile({ gap: 'md', padding: 'lg', color: 'text' });

export const panelTitle = sprinkles({ fontSize: 'md', fontWeight: 'bold', margin: 'none' });

export const strong = sprinkles({ fontWeight: 'medium', overflowWrap: 'anywhere' });

export const row = split({ gap: 'md', color: 'textMuted' });

export const totalRow = style([
  split({ gap: 'md' }),
  sprinkles({ fontWeight: 'bold', paddingY: 'sm', borderTop: 'hairline', borderBottom: 'hairline' }),
]);

export const value = sprinkles({ color: 'text', textAlign: 'end', margin: 'none' });

export const notFound = sprinkles({
  borderRadius: 'lg',
  backgroundColor: 'surface',
  color: 'text',
  fontWeight: 'medium',
  textAlign: 'center',
  margin: 'none',
  padding: 'xl',
  border: 'dashed',
});
