import { pagesEn } from './pages.en';
import { shellEn } from './shell.en';

/**
 * Every English text at once, for tests and tools. The shop itself loads the two parts apart (language.ts):
 * the home page only the shell.
 */
export const en = { ...shellEn, ...pagesEn } as const;
