import { drawIllustration, illustrationFor, paletteFor } from './illustrations';
import { clip, escapeXml, FONT_STACK, hashText, pick } from './svg';

export interface ProductImageInput {
  name: string;
  brand: string;
  /** Category name or slug; it chooses the drawing and the palette. */
  category: string;
  /** 1-based picture number of the product; each number is a different view. */
  index: number;
}

const angles = [0, -8, 7, -14, 12] as const;
const zooms = [1, 0.88, 1.1, 0.95, 1.04] as const;

/** A 600 × 600 product picture: category drawing on a soft gradient, the brand in small letters. */
export function productImageSvg({ name, brand, category, index }: ProductImageInput): string {
  const kind = illustrationFor(category);
  const palette = paletteFor(kind);
  const seed = hashText(`${name}|${brand}`);
  const view = Math.max(0, Math.floor(index) - 1);
  const ink = pick(palette.inks, seed + view);
  const angle = pick(angles, view);
  const zoom = pick(zooms, view + (seed % 2));
  const [from, to] = palette.background;
  const blobX = 120 + (seed % 360);
  const blobY = 110 + ((seed >>> 8) % 140);
  const gradientTurn = (seed >>> 4) % 2 === 0 ? 'x2="1" y2="1"' : 'x1="1" x2="0" y2="1"';
  const label = escapeXml(clip(brand, 28));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="g" ${gradientTurn}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#g)"/>` +
    `<circle cx="${blobX}" cy="${blobY}" r="170" fill="#fff" opacity=".35"/>` +
    `<circle cx="${600 - blobX / 2}" cy="${470 - blobY / 3}" r="110" fill="${ink.b}" opacity=".08"/>` +
    `<ellipse cx="300" cy="500" rx="${Math.round(150 * zoom)}" ry="18" fill="#000" opacity=".08"/>` +
    `<g transform="translate(300 290) rotate(${angle}) scale(${(2.05 * zoom).toFixed(2)}) translate(-100 -100)">` +
    drawIllustration(kind, ink) +
    `</g>` +
    (label
      ? `<text x="300" y="566" text-anchor="middle" font-family="${FONT_STACK}" font-size="24" font-weight="700" letter-spacing="3" fill="${palette.text}" opacity=".75">${label}</text>`
      : '') +
    `</svg>`
  );
}
