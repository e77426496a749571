import { shellEn } from '../messages/shell.en';

/**
 * The face that draws the Hindi language name on the header's switch (scripts/language-name-font.ts makes
 * it): only the glyphs of that one word, so an English page does not download all of Devanagari for it.
 */
export const languageNameFont = {
  family: 'Bazaar Language Name',
  /** The switch shows the name in its own script whatever the page's language (shell.en and shell.hi agree). */
  text: shellEn.language.hindi,
  /** The switch's weight (vars.fontWeight.medium). */
  weight: 600,
  file: 'noto-sans-devanagari-language-name-600.woff2',
} as const;
