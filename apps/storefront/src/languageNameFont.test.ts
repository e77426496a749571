import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { shellHi } from '../../../packages/ui/src/messages/shell.hi';
import { languageNameFont } from '../../../packages/ui/src/theme/languageNameFont';
import { languageNameFontBytes, languageNameFontFile } from '../../../scripts/language-name-font';

// The header's switch draws "हिन्दी" from a committed subset face (scripts/language-name-font.ts). If the
// name changes and the face is not made again, the switch would fall back to the 53 KB full face, or draw
// missing glyphs: these keep the face and the name together.
describe('the language name font', () => {
  it('is exactly what the generator makes from the current name', async () => {
    const committed = await readFile(languageNameFontFile);
    const fresh = await languageNameFontBytes(languageNameFont.text, languageNameFont.weight);
    expect(committed.equals(fresh)).toBe(true);
  });

  it('covers the name as both languages show it, and is far smaller than the full face', async () => {
    expect(shellHi.language.hindi).toBe(languageNameFont.text);
    const committed = await readFile(languageNameFontFile);
    expect(committed.length).toBeLessThan(4096);
  });
});
