import { headingFace } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const title = headingFace({ fontSize: 'xl', fontWeight: 'bold', margin: 'none' });

export const hint = sprinkles({ color: 'textMuted', margin: 'none' });
