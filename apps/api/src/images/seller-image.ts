import { escapeXml, FONT_STACK, hashText, pick } from './svg';

export interface SellerImageInput {
  /** Shop name (or the seller's name); its initials make the monogram. */
  name: string;
}

const pairs = [
  ['#ff7e5f', '#feb47b'],
  ['#43cea2', '#185a9d'],
  ['#8e2de2', '#4a00e0'],
  ['#f7971e', '#d7263d'],
  ['#11998e', '#38ef7d'],
  ['#2193b0', '#6dd5ed'],
  ['#cc2b5e', '#753a88'],
  ['#de6262', '#ffb88c'],
] as const;

/** Up to two initials, taken by code point so Devanagari and emoji are not split in half. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** A 200 × 200 round monogram avatar for a seller or shop. */
export function sellerImageSvg({ name }: SellerImageInput): string {
  const [from, to] = pick(pairs, hashText(name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<circle cx="100" cy="100" r="100" fill="url(#g)"/>` +
    `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="${FONT_STACK}" font-size="76" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>` +
    `</svg>`
  );
}
