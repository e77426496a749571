import { shellEn } from '../messages/shell.en';

/** The families the theme's faces belong to (fonts.css.ts), here so that the font tool can read them in Node. */
export const latinFamily = 'Noto Sans';
export const devanagariFamily = 'Noto Sans Devanagari';

/** The weights every family ships: 400, 600 and 700 only. */
export const fontWeights = [400, 600, 700] as const;

/**
 * A face made of a few glyphs cut out of a @fontsource file (scripts/subset-fonts.ts makes it, and the
 * storefront's unit tests check the committed files against what it would make). Each one exists so that a
 * page does not download a 50 kB file, or leave a character to the system's fonts, for one word or one sign.
 */
export interface SubsetFont {
  /** The family the face joins: a family of its own, or one of the theme's, where it claims only `text`. */
  family: string;
  /** The characters the face draws; its unicode-range is exactly these. */
  text: string;
  weights: readonly number[];
  /** The package file the glyphs are cut from. */
  source: (weight: number) => string;
  /** The file's name in packages/ui/src/theme/fonts/. */
  file: (weight: number) => string;
}

/**
 * "हिन्दी" on the header's language switch. The switch shows each language's name in its own script on every
 * page, so an English page has exactly one Devanagari word; with the full face that word would cost a 53 kB
 * download on every first visit. Pages in Hindi still load the full face for everything else.
 */
export const languageNameFont = {
  family: 'Bazaar Language Name',
  /** The switch shows the name in its own script whatever the page's language (shell.en and shell.hi agree). */
  text: shellEn.language.hindi,
  /** The switch's weight (vars.fontWeight.medium). */
  weights: [600],
  source: (weight) =>
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  file: (weight) => `noto-sans-devanagari-language-name-${weight}.woff2`,
} as const satisfies SubsetFont;

/**
 * The rupee sign, in Noto Sans like the digits beside it. Noto has it only in its latin-ext and Devanagari
 * files (50 to 60 kB each), which the Latin ranges therefore leave out; without this face every price was
 * drawn with whatever ₹ the system had, so a price looked different from machine to machine (and so did the
 * visual baselines).
 */
export const rupeeFont = {
  family: latinFamily,
  text: '₹',
  weights: fontWeights,
  source: (weight) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff2`,
  file: (weight) => `noto-sans-rupee-${weight}.woff2`,
} as const satisfies SubsetFont;

export const subsetFonts: readonly SubsetFont[] = [languageNameFont, rupeeFont];

/** A face's unicode-range: the code points of its text. */
export function subsetUnicodeRange(font: SubsetFont): string {
  return [...new Set(font.text)]
    .map((character) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ');
}
