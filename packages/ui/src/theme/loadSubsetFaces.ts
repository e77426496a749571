import { subsetFonts } from './subsetFonts';

/**
 * Starts loading the theme's small faces (subsetFonts.ts: the rupee sign, the word "हिन्दी") at once. A
 * browser asks for a face only when it first lays out one of its characters, so the rupee's faces were
 * loaded only once the first prices had been drawn; arriving a moment later, they made the browser lay out
 * the whole page again (on the home page about 2,000 boxes: 20 ms on a desktop, four times that on a slow
 * phone, in one task). Each face is under 1 kB. Call it as the app starts, once the theme's stylesheet is in.
 */
export function loadSubsetFaces(fonts: FontFaceSet = document.fonts): void {
  for (const font of subsetFonts) {
    for (const weight of font.weights) {
      // A face that cannot be loaded leaves its character to the next font, as it would have been anyway.
      fonts.load(`${weight} 1em "${font.family}"`, font.text).catch(() => {});
    }
  }
}
