import { twoPane } from '../../theme/autoGrid';
import { mediaQueries } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';

export const layout = twoPane(mediaQueries.desktop, 'minmax(0, 2fr) minmax(0, 1fr)');

export const muted = sprinkles({ color: 'textMuted', fontSize: 'sm' });
