import type { Messages } from './messageTypes';
import { pagesHi } from './pages.hi';
import { shellHi } from './shell.hi';

/** Every Hindi text at once, for tests and tools; the shop loads the two parts apart (language.ts). */
export const hi: Messages = { ...shellHi, ...pagesHi };
