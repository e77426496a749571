// `npm run fonts:subsets`: writes the small faces of packages/ui/src/theme/subsetFonts.ts (the language
// switch's "हिन्दी", the rupee sign), each cut out of a @fontsource file with the shaping rules that join its
// glyphs.
//
//   npm run fonts:subsets            # rewrites the files after a text or the font packages changed
//   npm run fonts:subsets -- --check # exits 1 when a committed file is not what it would write
//
// The output is committed (packages/ui/src/theme/fonts/), so neither the build nor the library's users
// need this tool; the storefront's unit tests run the check.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import subsetFont from 'subset-font';
import { type SubsetFont, subsetFonts } from '../packages/ui/src/theme/subsetFonts';

const require = createRequire(import.meta.url);

/** The face of `font` at `weight`, as woff2 bytes. */
export async function subsetFontBytes(font: SubsetFont, weight: number): Promise<Buffer> {
  return subsetFont(await readFile(require.resolve(font.source(weight))), font.text, {
    targetFormat: 'woff2',
  });
}

/** Where the face of `font` at `weight` is committed. */
export function subsetFontFile(font: SubsetFont, weight: number): string {
  return fileURLToPath(new URL(`../packages/ui/src/theme/fonts/${font.file(weight)}`, import.meta.url));
}

async function main() {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  let stale = 0;
  for (const font of subsetFonts) {
    for (const weight of font.weights) {
      const file = subsetFontFile(font, weight);
      const bytes = await subsetFontBytes(font, weight);
      if (!values.check) {
        await writeFile(file, bytes);
        console.log(`Wrote ${file} (${bytes.length} bytes) for "${font.text}"`);
      } else if ((await readFile(file).catch(() => Buffer.alloc(0))).equals(bytes)) {
        console.log(`${file} is up to date (${bytes.length} bytes)`);
      } else {
        console.error(`${file} is out of date: run npm run fonts:subsets`);
        stale += 1;
      }
    }
  }
  if (stale > 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
