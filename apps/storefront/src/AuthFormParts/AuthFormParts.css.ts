import { sprinkles } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

/** The login and register pages: the form centred on the page, with room around it. */
export const page = style([sprinkles({ display: 'flex', justifyContent: 'center', paddingY: 'xl' })]);
