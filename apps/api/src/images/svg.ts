/** Fonts present on most systems that also cover Devanagari, so Hindi text renders in every image. */
export const FONT_STACK = "'Noto Sans','Noto Sans Devanagari',sans-serif";

// Characters XML 1.0 does not allow at all; they would make the whole image unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what is removed
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Makes any text safe inside an SVG element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Stable 32-bit hash (FNV-1a) so the same text always picks the same colours. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Shortens text to at most max characters (by code point), ending with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function pick<T>(list: readonly T[], n: number): T {
  const item = list[((n % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Lower-case words joined by hyphens; also how category names map to their illustration. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
