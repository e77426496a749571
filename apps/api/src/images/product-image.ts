import { colourHex, contrast, inkOfColour, patternTones, unnamedColours } from './colours';
import { drawIllustration, type Ink, illustrationFor, paletteFor } from './illustrations';
import { drawProduct, isProductKind } from './product-drawings';
import { clip, escapeXml, FONT_STACK, hashText, pick } from './svg';

export interface ProductImageInput {
  name: string;
  brand: string;
  /** Category name or slug; it chooses the background, and the drawing when the kind is unknown. */
  category: string;
  /** 1-based picture number of the product; each number is a different view. */
  index: number;
  /** What the product is (a ProductKind); without a known kind the category's drawing is shown. */
  kind?: string | null;
  /** The product's named colour (Olive, Rose Gold …); without a known one, a colour picked by its name. */
  colour?: string | null;
}

const angles = [0, -8, 7, -14, 12] as const;
const zooms = [1, 0.88, 1.1, 0.95, 1.04] as const;

// Behind a light product (White, Ivory, Starlight) a pale background would swallow it.
const darkBackground = ['#3b4657', '#222a36'] as const;
const darkText = '#f4f6fa';
const MIN_CONTRAST = 1.7;

/** The camouflage or multicolour pattern drawn over the body, as an SVG pattern with the id "p". */
function patternDefs(tones: readonly string[]): string {
  const [base, one, two, three] = tones;
  return (
    `<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse">` +
    `<rect width="40" height="40" fill="${base}"/>` +
    `<path d="M0 8q10-8 18 2t16 0v12q-10 6-20-2T0 22z" fill="${one}"/>` +
    `<path d="M4 30q8-6 16 0t14-2v8H4z" fill="${two}"/>` +
    `<circle cx="30" cy="12" r="5" fill="${three}"/>` +
    `</pattern>`
  );
}

/** A 600 × 600 product picture: the product's drawing in its colour on a soft gradient, the brand below. */
export function productImageSvg({ name, brand, category, index, kind, colour }: ProductImageInput): string {
  const categoryKind = illustrationFor(category);
  const palette = paletteFor(categoryKind);
  const seed = hashText(`${name}|${brand}`);
  const view = Math.max(0, Math.floor(index) - 1);
  const known = kind && isProductKind(kind) ? kind : undefined;
  const named = colour ? colourHex(colour) : undefined;
  // A product of a known kind without a named colour gets one from its name; others keep the old look.
  const hex = named ?? (known ? pick(unnamedColours, seed) : undefined);
  const tones = named && colour ? patternTones[colour.trim().toLowerCase()] : undefined;
  let ink: Ink = hex ? inkOfColour(hex) : pick(palette.inks, seed + view);
  if (tones) ink = { ...ink, a: 'url(#p)' };
  const angle = pick(angles, view);
  const zoom = pick(zooms, view + (seed % 2));
  const dark = hex !== undefined && contrast(hex, palette.background[1]) < MIN_CONTRAST;
  const [from, to] = dark ? darkBackground : palette.background;
  const text = dark ? darkText : palette.text;
  const blobX = 120 + (seed % 360);
  const blobY = 110 + ((seed >>> 8) % 140);
  const gradientTurn = (seed >>> 4) % 2 === 0 ? 'x2="1" y2="1"' : 'x1="1" x2="0" y2="1"';
  const label = escapeXml(clip(brand, 28));
  const drawing = kind && isProductKind(kind) ? drawProduct(kind, ink) : drawIllustration(categoryKind, ink);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="g" ${gradientTurn}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    (tones ? patternDefs(tones) : '') +
    `</defs>` +
    `<rect width="600" height="600" fill="url(#g)"/>` +
    `<circle cx="${blobX}" cy="${blobY}" r="170" fill="#fff" opacity="${dark ? '.08' : '.35'}"/>` +
    `<circle cx="${600 - blobX / 2}" cy="${470 - blobY / 3}" r="110" fill="${ink.b}" opacity=".08"/>` +
    `<ellipse cx="300" cy="500" rx="${Math.round(150 * zoom)}" ry="18" fill="#000" opacity=".08"/>` +
    `<g data-kind="${known ?? categoryKind}" transform="translate(300 290) rotate(${angle}) scale(${(2.05 * zoom).toFixed(2)}) translate(-100 -100)">` +
    drawing +
    `</g>` +
    (label
      ? `<text x="300" y="566" text-anchor="middle" font-family="${FONT_STACK}" font-size="24" font-weight="700" letter-spacing="3" fill="${text}" opacity=".75">${label}</text>`
      : '') +
    `</svg>`
  );
}
