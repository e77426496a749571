import { sprinkles } from '../../theme/sprinkles.css';

export const title = sprinkles({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', margin: 'none' });

export const hint = sprinkles({ color: 'textMuted', margin: 'none' });
