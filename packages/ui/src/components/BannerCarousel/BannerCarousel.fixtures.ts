import type { BannerCarouselBanner } from './BannerCarousel';

/**
 * A 1200 × 400 banner drawn inline, so stories need no server and no network. Its lettering is a bar as long
 * as the headline, not text: a picture cannot use the page's web fonts, so text in it would be drawn by
 * whatever font the machine has, and the visual baselines would differ from machine to machine.
 */
function bannerOf(from: string, to: string, headline: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="930" cy="200" r="150" fill="#fff" opacity=".85"/>` +
    `<rect x="80" y="140" width="${Math.min(headline.length * 32, 640)}" height="56" rx="12" fill="#fff" opacity=".9"/>` +
    `<rect x="80" y="220" width="320" height="24" rx="8" fill="#fff" opacity=".6"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const kitchenSale: BannerCarouselBanner = {
  _id: '7d1f0a3e-2b4c-4e5f-8a6b-1c2d3e4f5a01',
  banner: bannerOf('hsl(18 70% 40%)', 'hsl(35 80% 45%)', 'Festive Kitchen Sale'),
  link: 'mixer-grinder-750w-3-jars',
  label: 'Offer: Mixer Grinder 750 W, 3 Jars',
  title: 'Festive Kitchen Sale',
  subtitle: 'Mixers, cookers and kadais for the festive season',
};

export const handloomWeek: BannerCarouselBanner = {
  _id: '7d1f0a3e-2b4c-4e5f-8a6b-1c2d3e4f5a02',
  banner: bannerOf('hsl(175 60% 25%)', 'hsl(190 55% 35%)', 'Handloom Week'),
  link: 'handloom-cotton-kurta',
  label: 'Offer: Handloom Cotton Kurta',
  title: 'Handloom Week',
  subtitle: 'Cottons woven by hand across India',
};

export const diwaliDecor: BannerCarouselBanner = {
  _id: '7d1f0a3e-2b4c-4e5f-8a6b-1c2d3e4f5a03',
  banner: bannerOf('hsl(340 55% 32%)', 'hsl(15 70% 40%)', 'Diwali Decor'),
  link: 'brass-diya-set-of-2',
  label: 'Offer: Brass Diya, Set of 2',
  title: 'Diwali Decor',
  subtitle: 'Diyas, lanterns and rangoli colours',
};

/** No label and no words: the carousel names it by its place ("Offer 4 of 4"). */
export const summerCool: BannerCarouselBanner = {
  _id: '7d1f0a3e-2b4c-4e5f-8a6b-1c2d3e4f5a04',
  banner: bannerOf('hsl(210 55% 30%)', 'hsl(195 60% 40%)', 'Summer, Kept Cool'),
  link: 'terracotta-water-bottle-1l',
};

export const manyBanners: readonly BannerCarouselBanner[] = [
  kitchenSale,
  handloomWeek,
  diwaliDecor,
  summerCool,
];

/** A picture that cannot be decoded: the browser fires "error" without a network request. */
export const brokenBannerImage = 'data:image/png;base64,AAAA';
