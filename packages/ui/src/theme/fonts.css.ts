import { globalFontFace } from '@vanilla-extract/css';
import { devanagariFamily, fontWeights, latinFamily, subsetFonts, subsetUnicodeRange } from './subsetFonts';

/**
 * Self-hosted Noto Sans for Latin and Noto Sans Devanagari for Hindi, from the @fontsource packages: no
 * font CDN. Only 400, 600 and 700, only woff2 (every browser that runs this app reads it), and one face per
 * subset with its unicode-range, so a browser downloads a file only when the page has a character in it:
 * an English page never fetches Devanagari.
 *
 * The url()s name package files; Vite resolves them, copies the files into the build with hashed names
 * and rewrites the urls.
 */
export { devanagariFamily, fontWeights, latinFamily };

// The ranges are fontsource's (Google Fonts' subsets) less U+20B9, the rupee sign. In Noto it lives only
// in the latin-ext and Devanagari files (50 to 60 KB each), so a price on an English page would pull one
// of them in; a 1 kB face of its own (subsetFonts.ts) draws it instead.
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const latinExtRange =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, ' +
  'U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20B8, U+20BA-20C0, U+2113, ' +
  'U+2C60-2C7F, U+A720-A7FF';
const devanagariRange =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

interface Subset {
  /** The file name prefix inside the package's files/ folder. */
  file: string;
  unicodeRange: string;
}

function faces(packageName: string, subsets: readonly Subset[]) {
  return subsets.flatMap(({ file, unicodeRange }) =>
    fontWeights.map((weight) => ({
      src: `url("${packageName}/files/${file}-${weight}-normal.woff2") format("woff2")`,
      fontWeight: weight,
      fontStyle: 'normal' as const,
      fontDisplay: 'swap' as const,
      unicodeRange,
    })),
  );
}

globalFontFace(
  latinFamily,
  faces('@fontsource/noto-sans', [
    { file: 'noto-sans-latin-ext', unicodeRange: latinExtRange },
    { file: 'noto-sans-latin', unicodeRange: latinRange },
  ]),
);

globalFontFace(
  devanagariFamily,
  faces('@fontsource/noto-sans-devanagari', [
    { file: 'noto-sans-devanagari-devanagari', unicodeRange: devanagariRange },
  ]),
);

// The small faces of a few glyphs each (subsetFonts.ts). Their unicode-range is only their own text, so
// everything else falls through to the faces above, or, for the rupee face, which joins Noto Sans, the other
// Noto Sans faces never claim it.
for (const font of subsetFonts) {
  globalFontFace(
    font.family,
    font.weights.map((weight) => ({
      src: `url("./fonts/${font.file(weight)}") format("woff2")`,
      fontWeight: weight,
      fontStyle: 'normal' as const,
      fontDisplay: 'swap' as const,
      unicodeRange: subsetUnicodeRange(font),
    })),
  );
}
