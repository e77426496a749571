import { sprinkles } from '../theme/sprinkles.css';

/** A quiet line beside the content: a brand under a name, a count, why a button waits. */
export const smallNote = sprinkles({ color: 'textMuted', fontSize: 'sm', margin: 'none' });
