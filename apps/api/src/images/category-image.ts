import { drawIllustration, illustrationFor, paletteFor } from './illustrations';
import { escapeXml, hashText, pick } from './svg';

export interface CategoryImageInput {
  name: string;
}

/** A 400 × 400 category tile: the category's drawing in a round badge; the name is shown by the page. */
export function categoryImageSvg({ name }: CategoryImageInput): string {
  const kind = illustrationFor(name);
  const palette = paletteFor(kind);
  const ink = pick(palette.inks, hashText(name));
  const [from, to] = palette.background;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/>` +
    `<circle cx="200" cy="200" r="150" fill="#fff" opacity=".55"/>` +
    `<circle cx="320" cy="80" r="46" fill="${ink.b}" opacity=".1"/>` +
    `<g transform="translate(200 200) scale(1.25) translate(-100 -100)">${drawIllustration(kind, ink)}</g>` +
    `</svg>`
  );
}
