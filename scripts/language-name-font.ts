// `npm run fonts:language-name`: writes the small font that draws "हिन्दी" on the header's language switch.
//
// The switch shows each language's name in its own script on every page, so an English page has exactly one
// Devanagari word on it. With the full Noto Sans Devanagari face that word costs a 53 KB download on every
// first visit; this face holds only the glyphs of the name (with the shaping rules that join them), about
// 2 KB. Pages in Hindi still load the full face for everything else.
//
//   npm run fonts:language-name            # rewrites the file after the name or the font package changed
//   npm run fonts:language-name -- --check # exits 1 when the committed file is not what it would write
//
// The output is committed (packages/ui/src/theme/fonts/), so neither the build nor the library's users
// need this tool; the storefront's unit tests run the check.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import subsetFont from 'subset-font';
import { languageNameFont } from '../packages/ui/src/theme/languageNameFont';

const require = createRequire(import.meta.url);

/** The subset of the given Noto Sans Devanagari weight that draws `text`, as woff2 bytes. */
export async function languageNameFontBytes(text: string, weight: number): Promise<Buffer> {
  const source = require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );
  return subsetFont(await readFile(source), text, { targetFormat: 'woff2' });
}

export const languageNameFontFile = fileURLToPath(
  new URL(`../packages/ui/src/theme/fonts/${languageNameFont.file}`, import.meta.url),
);

async function main() {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const bytes = await languageNameFontBytes(languageNameFont.text, languageNameFont.weight);
  if (values.check) {
    const committed = await readFile(languageNameFontFile).catch(() => Buffer.alloc(0));
    if (!committed.equals(bytes)) {
      console.error(`${languageNameFontFile} is out of date: run npm run fonts:language-name`);
      process.exit(1);
    }
    console.log(`${languageNameFontFile} is up to date (${bytes.length} bytes)`);
    return;
  }
  await writeFile(languageNameFontFile, bytes);
  console.log(`Wrote ${languageNameFontFile} (${bytes.length} bytes) for "${languageNameFont.text}"`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
