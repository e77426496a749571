import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { shellHi } from '../../../packages/ui/src/messages/shell.hi';
import { languageNameFont, rupeeFont, subsetFonts } from '../../../packages/ui/src/theme/subsetFonts';
import { subsetFontBytes, subsetFontFile } from '../../../scripts/subset-fonts';

// The language switch's "हिन्दी" and the rupee sign come from committed subset faces (scripts/subset-fonts.ts).
// If a text changes and its face is not made again, the page would fall back to a 50 kB face or to the
// system's glyph, or draw missing glyphs: these keep the faces and their texts together.
describe('the subset fonts', () => {
  const faces = subsetFonts.flatMap((font) => font.weights.map((weight) => ({ font, weight })));

  it.each(faces)('$font.text at $weight is exactly what the generator makes', async ({ font, weight }) => {
    const committed = await readFile(subsetFontFile(font, weight));
    const fresh = await subsetFontBytes(font, weight);
    expect(committed.equals(fresh)).toBe(true);
  });

  it.each(faces)(
    '$font.text at $weight is far smaller than the face it is cut from',
    async ({ font, weight }) => {
      expect((await readFile(subsetFontFile(font, weight))).length).toBeLessThan(4096);
    },
  );

  it('covers the language name as both languages show it, and the rupee sign', () => {
    expect(shellHi.language.hindi).toBe(languageNameFont.text);
    expect(rupeeFont.text).toBe('\u20b9');
  });
});
