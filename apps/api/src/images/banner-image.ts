import { drawIllustration, type Ink, illustrationFor } from './illustrations';
import { clip, escapeXml, FONT_STACK, pick } from './svg';

export interface BannerImageInput {
  title: string;
  subtitle: string;
  /** Banner number; it picks the colour scheme. */
  index: number;
  /** Category name or slug of the advertised product; chooses the drawing. */
  category?: string;
}

const schemes: ReadonlyArray<{ from: string; to: string; text: string; ink: Ink }> = [
  { from: '#ff9a3c', to: '#ff5e62', text: '#ffffff', ink: { a: '#3d1a78', b: '#ffd166', c: '#fff4e0' } },
  { from: '#1d976c', to: '#93f9b9', text: '#0b3d2c', ink: { a: '#0b3d2c', b: '#f9c74f', c: '#ffffff' } },
  { from: '#4568dc', to: '#b06ab3', text: '#ffffff', ink: { a: '#1b1b3a', b: '#ffb4a2', c: '#fdf0ff' } },
  { from: '#f7971e', to: '#ffd200', text: '#3b2300', ink: { a: '#7a2e00', b: '#d7263d', c: '#fff8e1' } },
  { from: '#134e5e', to: '#71b280', text: '#ffffff', ink: { a: '#0d2f36', b: '#f4a261', c: '#f1faee' } },
  { from: '#c31432', to: '#240b36', text: '#ffffff', ink: { a: '#ffd166', b: '#ef476f', c: '#fff1f3' } },
];

/** A 1200 × 400 home-page banner: headline, subtitle, a "Shop now" pill and the product's drawing. */
export function bannerImageSvg({ title, subtitle, index, category }: BannerImageInput): string {
  const scheme = pick(schemes, Math.max(0, Math.floor(index) - 1));
  const headline = clip(title, 34);
  const tagline = clip(subtitle, 60);
  // Keep a long headline inside the left 680 px (glyphs are about 0.56 em wide on average).
  const headlineSize = Math.min(64, Math.floor(680 / (0.56 * Math.max(1, Array.from(headline).length))));
  const kind = illustrationFor(category ?? title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(`${title}. ${subtitle}`)}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${scheme.from}"/><stop offset="1" stop-color="${scheme.to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="1080" cy="-20" r="220" fill="#fff" opacity=".12"/>` +
    `<circle cx="640" cy="430" r="160" fill="#fff" opacity=".08"/>` +
    `<circle cx="930" cy="200" r="150" fill="#fff" opacity=".9"/>` +
    `<g transform="translate(930 200) scale(1.25) translate(-100 -100)">${drawIllustration(kind, scheme.ink)}</g>` +
    `<g font-family="${FONT_STACK}" fill="${scheme.text}">` +
    `<text x="80" y="170" font-size="${headlineSize}" font-weight="800">${escapeXml(headline)}</text>` +
    `<text x="82" y="228" font-size="28" opacity=".9">${escapeXml(tagline)}</text>` +
    `<rect x="80" y="268" width="170" height="52" rx="26" fill="${scheme.text}"/>` +
    `<text x="165" y="302" font-size="22" font-weight="700" text-anchor="middle" fill="${scheme.from}">Shop now</text>` +
    `</g></svg>`
  );
}
