import { hashText, pick, slugify } from './svg';

/** Colours of one drawing: a main body colour, an accent and a light detail colour. */
export interface Ink {
  a: string;
  b: string;
  c: string;
}

/** A category's look: background gradient stops and the ink variants of its drawing. */
export interface Palette {
  background: readonly [string, string];
  inks: readonly Ink[];
  text: string;
}

export const illustrationKinds = [
  'phone',
  'laptop',
  'headphones',
  'shirt',
  'dress',
  'pan',
  'beauty',
  'grocery',
  'book',
  'dumbbell',
  'teddy',
  'chair',
  'shoe',
  'necklace',
  'watch',
  'bag',
] as const;
export type IllustrationKind = (typeof illustrationKinds)[number];

// Each drawing sits in a 200 × 200 box; callers place, rotate and scale it.
const drawings: Record<IllustrationKind, (ink: Ink) => string> = {
  phone: ({ a, b, c }) =>
    `<rect x="58" y="12" width="84" height="176" rx="16" fill="${a}"/>` +
    `<rect x="65" y="26" width="70" height="146" rx="6" fill="${c}"/>` +
    `<rect x="73" y="40" width="54" height="40" rx="6" fill="${b}" opacity=".8"/>` +
    `<rect x="73" y="88" width="54" height="8" rx="4" fill="${b}" opacity=".5"/>` +
    `<rect x="73" y="102" width="36" height="8" rx="4" fill="${b}" opacity=".35"/>` +
    `<circle cx="100" cy="19" r="3" fill="${c}"/><rect x="86" y="178" width="28" height="4" rx="2" fill="${c}"/>`,
  laptop: ({ a, b, c }) =>
    `<rect x="32" y="38" width="136" height="94" rx="8" fill="${a}"/>` +
    `<rect x="40" y="46" width="120" height="78" rx="3" fill="${c}"/>` +
    `<path d="M52 62h56M52 76h80M52 90h40" stroke="${b}" stroke-width="7" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M14 136h172l-12 18H26z" fill="${b}"/><rect x="86" y="136" width="28" height="5" rx="2" fill="${c}"/>`,
  headphones: ({ a, b, c }) =>
    `<path d="M42 118V100a58 58 0 0 1 116 0v18" fill="none" stroke="${a}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="26" y="104" width="36" height="62" rx="14" fill="${b}"/><rect x="138" y="104" width="36" height="62" rx="14" fill="${b}"/>` +
    `<rect x="50" y="112" width="14" height="46" rx="6" fill="${c}"/><rect x="136" y="112" width="14" height="46" rx="6" fill="${c}"/>`,
  shirt: ({ a, b, c }) =>
    `<path d="M70 28 40 42 18 86l26 12 12-16v94h88V82l12 16 26-12-22-44-30-14q-30 26-60 0z" fill="${a}"/>` +
    `<path d="m70 28 30 32 30-32" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M100 60v116" stroke="${b}" stroke-width="3"/>` +
    `<g fill="${c}"><circle cx="100" cy="84" r="4"/><circle cx="100" cy="110" r="4"/><circle cx="100" cy="136" r="4"/></g>` +
    `<rect x="118" y="70" width="18" height="14" rx="2" fill="${b}" opacity=".6"/>`,
  dress: ({ a, b, c }) =>
    `<path d="M80 22q20 16 40 0l10 48 38 112H32L70 70z" fill="${a}"/>` +
    `<rect x="70" y="66" width="60" height="10" rx="4" fill="${b}"/>` +
    `<path d="M36 170h128l4 12H32z" fill="${b}"/>` +
    `<path d="M50 150h100" stroke="${c}" stroke-width="4" stroke-dasharray="2 8" stroke-linecap="round"/>` +
    `<circle cx="100" cy="44" r="5" fill="${c}"/>`,
  pan: ({ a, b, c }) =>
    `<path d="M132 104h50a8 8 0 0 1 0 16h-50z" fill="${b}"/>` +
    `<circle cx="84" cy="112" r="58" fill="${a}"/><circle cx="84" cy="112" r="46" fill="${b}" opacity=".85"/>` +
    `<circle cx="70" cy="100" r="10" fill="${c}" opacity=".5"/>` +
    `<path d="M66 40q-8-12 0-24M86 40q-8-12 0-24M106 40q-8-12 0-24" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round" opacity=".5"/>`,
  beauty: ({ a, b, c }) =>
    `<rect x="40" y="72" width="62" height="112" rx="14" fill="${a}"/>` +
    `<rect x="58" y="52" width="26" height="22" fill="${c}"/><rect x="52" y="30" width="38" height="24" rx="5" fill="${b}"/>` +
    `<rect x="50" y="110" width="42" height="34" rx="4" fill="${c}" opacity=".7"/>` +
    `<rect x="118" y="112" width="38" height="72" rx="5" fill="${b}"/><rect x="123" y="88" width="28" height="26" fill="${c}"/>` +
    `<path d="M125 88V64l24-12v36z" fill="${a}"/>`,
  grocery: ({ a, b, c }) =>
    `<circle cx="72" cy="62" r="20" fill="${b}"/><circle cx="124" cy="58" r="17" fill="${c}"/>` +
    `<rect x="92" y="26" width="16" height="46" rx="5" fill="${b}" opacity=".8"/>` +
    `<path d="M38 70h124l-12 114H50z" fill="${a}"/>` +
    `<path d="M74 70V56a26 26 0 0 1 52 0v14" fill="none" stroke="${c}" stroke-width="6"/>` +
    `<rect x="70" y="110" width="60" height="36" rx="6" fill="${c}" opacity=".8"/>`,
  book: ({ a, b, c }) =>
    `<rect x="48" y="22" width="108" height="158" rx="6" fill="${a}"/>` +
    `<rect x="48" y="22" width="18" height="158" rx="4" fill="${b}"/>` +
    `<rect x="152" y="28" width="8" height="146" rx="2" fill="${c}"/>` +
    `<rect x="82" y="58" width="56" height="10" rx="3" fill="${c}"/><rect x="82" y="76" width="38" height="7" rx="3" fill="${c}" opacity=".7"/>` +
    `<circle cx="110" cy="128" r="18" fill="${b}" opacity=".6"/>`,
  dumbbell: ({ a, b, c }) =>
    `<rect x="40" y="93" width="120" height="14" rx="7" fill="${c}"/>` +
    `<rect x="30" y="58" width="24" height="84" rx="7" fill="${a}"/><rect x="12" y="72" width="18" height="56" rx="6" fill="${b}"/>` +
    `<rect x="146" y="58" width="24" height="84" rx="7" fill="${a}"/><rect x="170" y="72" width="18" height="56" rx="6" fill="${b}"/>`,
  teddy: ({ a, b, c }) =>
    `<circle cx="64" cy="52" r="20" fill="${a}"/><circle cx="136" cy="52" r="20" fill="${a}"/>` +
    `<circle cx="64" cy="52" r="10" fill="${c}"/><circle cx="136" cy="52" r="10" fill="${c}"/>` +
    `<ellipse cx="100" cy="150" rx="50" ry="42" fill="${a}"/><ellipse cx="100" cy="156" rx="28" ry="24" fill="${c}"/>` +
    `<circle cx="100" cy="82" r="42" fill="${a}"/><ellipse cx="100" cy="96" rx="17" ry="13" fill="${c}"/>` +
    `<circle cx="85" cy="76" r="4" fill="#2b2b2b"/><circle cx="115" cy="76" r="4" fill="#2b2b2b"/>` +
    `<ellipse cx="100" cy="91" rx="6" ry="4" fill="#2b2b2b"/><path d="M86 118h28l-14 10z" fill="${b}"/>`,
  chair: ({ a, b, c }) =>
    `<rect x="56" y="20" width="88" height="88" rx="16" fill="${a}"/>` +
    `<rect x="66" y="30" width="68" height="68" rx="10" fill="${c}" opacity=".35"/>` +
    `<path d="M60 134l-8 52M140 134l8 52M76 134l-4 44M124 134l4 44" stroke="${b}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="42" y="106" width="116" height="28" rx="9" fill="${b}"/>`,
  shoe: ({ a, b, c }) =>
    `<path d="M18 150c0-28 20-40 42-50l26-16c10 16 34 24 64 28 24 4 34 18 34 38z" fill="${a}"/>` +
    `<rect x="16" y="146" width="172" height="18" rx="9" fill="${c}"/>` +
    `<path d="M40 136c40-6 80-8 130-2" fill="none" stroke="${b}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M92 92l12 10M104 86l12 10M116 82l10 10" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  necklace: ({ a, b, c }) =>
    `<path d="M36 30q64 150 128 0" fill="none" stroke="${b}" stroke-width="5"/>` +
    `<g fill="${c}"><circle cx="48" cy="62" r="6"/><circle cx="62" cy="92" r="6"/><circle cx="80" cy="114" r="6"/>` +
    `<circle cx="120" cy="114" r="6"/><circle cx="138" cy="92" r="6"/><circle cx="152" cy="62" r="6"/></g>` +
    `<path d="M100 120l22 26-22 34-22-34z" fill="${a}"/><circle cx="100" cy="148" r="8" fill="${c}"/>`,
  watch: ({ a, b, c }) =>
    `<rect x="76" y="14" width="48" height="172" rx="12" fill="${b}"/>` +
    `<circle cx="100" cy="100" r="48" fill="${a}"/><circle cx="100" cy="100" r="38" fill="${c}"/>` +
    `<path d="M100 100V72M100 100l18 12" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="146" y="92" width="10" height="16" rx="3" fill="${a}"/>`,
  bag: ({ a, b, c }) =>
    `<path d="M74 66V54a26 26 0 0 1 52 0v12" fill="none" stroke="${b}" stroke-width="8"/>` +
    `<path d="M36 66h128l-8 118H44z" fill="${a}"/><rect x="60" y="96" width="80" height="12" rx="6" fill="${c}"/>`,
};

const palettes: Record<IllustrationKind, Palette> = {
  phone: {
    background: ['#e8f0ff', '#c9dcff'],
    inks: [
      { a: '#1f2a44', b: '#4f7cff', c: '#eaf1ff' },
      { a: '#3b3f4a', b: '#ff7a59', c: '#fff3ee' },
      { a: '#0f5257', b: '#2ec4b6', c: '#e6fffb' },
    ],
    text: '#1f2a44',
  },
  laptop: {
    background: ['#eef2f7', '#d3dde9'],
    inks: [
      { a: '#2d3748', b: '#718096', c: '#e2f0ff' },
      { a: '#1a365d', b: '#4a5568', c: '#fefcbf' },
      { a: '#44337a', b: '#6b46c1', c: '#faf5ff' },
    ],
    text: '#2d3748',
  },
  headphones: {
    background: ['#fff1e6', '#ffd6bf'],
    inks: [
      { a: '#22223b', b: '#ff6b35', c: '#ffe8d6' },
      { a: '#14213d', b: '#fca311', c: '#fff3d6' },
      { a: '#3d405b', b: '#e07a5f', c: '#f4f1de' },
    ],
    text: '#22223b',
  },
  shirt: {
    background: ['#e9f5ff', '#c8e4f8'],
    inks: [
      { a: '#1d4e89', b: '#0b2f5b', c: '#f1f7ff' },
      { a: '#f4f1ea', b: '#9c8f7a', c: '#5b4b3a' },
      { a: '#2a9d8f', b: '#1f6f65', c: '#e9fffb' },
    ],
    text: '#0b2f5b',
  },
  dress: {
    background: ['#ffeef3', '#ffd0df'],
    inks: [
      { a: '#c9184a', b: '#ffb703', c: '#fff0f3' },
      { a: '#7b2cbf', b: '#f4a261', c: '#f8efff' },
      { a: '#0a9396', b: '#ee9b00', c: '#e9fbfb' },
    ],
    text: '#7a0f2e',
  },
  pan: {
    background: ['#fff7e6', '#ffe2b3'],
    inks: [
      { a: '#3a3a3a', b: '#5c5c5c', c: '#ffd166' },
      { a: '#9c4221', b: '#c05621', c: '#feebc8' },
      { a: '#2f4858', b: '#33658a', c: '#f6ae2d' },
    ],
    text: '#5a3e00',
  },
  beauty: {
    background: ['#fff0f6', '#fcd5e8'],
    inks: [
      { a: '#d63384', b: '#6f42c1', c: '#ffe3f1' },
      { a: '#e76f51', b: '#264653', c: '#ffe8e0' },
      { a: '#b5838d', b: '#6d6875', c: '#ffeef0' },
    ],
    text: '#7a1f4f',
  },
  grocery: {
    background: ['#f0fbe8', '#d4f0c0'],
    inks: [
      { a: '#b5651d', b: '#38a169', c: '#f6e05e' },
      { a: '#8d6e63', b: '#e53e3e', c: '#fbd38d' },
      { a: '#a47148', b: '#2f855a', c: '#fefcbf' },
    ],
    text: '#22543d',
  },
  book: {
    background: ['#f5efe6', '#e8d9c0'],
    inks: [
      { a: '#8b1e3f', b: '#3c1518', c: '#f2e9e4' },
      { a: '#1b4965', b: '#0b2545', c: '#f1faee' },
      { a: '#386641', b: '#1b3a1f', c: '#f2e8cf' },
    ],
    text: '#3c1518',
  },
  dumbbell: {
    background: ['#e6fffa', '#b2f5ea'],
    inks: [
      { a: '#1a202c', b: '#e53e3e', c: '#a0aec0' },
      { a: '#234e52', b: '#38b2ac', c: '#cbd5e0' },
      { a: '#2d3748', b: '#dd6b20', c: '#e2e8f0' },
    ],
    text: '#234e52',
  },
  teddy: {
    background: ['#fffbe6', '#ffeaa7'],
    inks: [
      { a: '#c68b59', b: '#e63946', c: '#f5deb3' },
      { a: '#a68a64', b: '#457b9d', c: '#ede0d4' },
      { a: '#d4a373', b: '#2a9d8f', c: '#fefae0' },
    ],
    text: '#7f5539',
  },
  chair: {
    background: ['#f3efe9', '#e3d5c3'],
    inks: [
      { a: '#6b4226', b: '#3e2723', c: '#fff8f0' },
      { a: '#2a9d8f', b: '#264653', c: '#e9f5f2' },
      { a: '#e9c46a', b: '#7f5539', c: '#fff8e1' },
    ],
    text: '#3e2723',
  },
  shoe: {
    background: ['#eef6ff', '#d0e6ff'],
    inks: [
      { a: '#e63946', b: '#1d3557', c: '#f1faee' },
      { a: '#264653', b: '#e9c46a', c: '#ffffff' },
      { a: '#6d597a', b: '#eaac8b', c: '#fdf0ec' },
    ],
    text: '#1d3557',
  },
  necklace: {
    background: ['#fff9e8', '#fbe7b5'],
    inks: [
      { a: '#c1121f', b: '#d4a017', c: '#fff1c1' },
      { a: '#2b9348', b: '#c9a227', c: '#fdf6d8' },
      { a: '#3a0ca3', b: '#b08d57', c: '#f1e6ff' },
    ],
    text: '#6b4f00',
  },
  watch: {
    background: ['#eef1f6', '#d5dbe6'],
    inks: [
      { a: '#2b2d42', b: '#8d99ae', c: '#edf2f4' },
      { a: '#b08d57', b: '#5e503f', c: '#fffaf0' },
      { a: '#1d3557', b: '#457b9d', c: '#f1faee' },
    ],
    text: '#2b2d42',
  },
  bag: {
    background: ['#f1f0ff', '#d9d6ff'],
    inks: [
      { a: '#5a4fcf', b: '#2e2a6b', c: '#f0efff' },
      { a: '#f3722c', b: '#90323d', c: '#fff1e6' },
    ],
    text: '#2e2a6b',
  },
};

// Category slugs of the catalogue, and words that point an unknown category to a fitting drawing.
const kindByWord: ReadonlyArray<readonly [string, IllustrationKind]> = [
  ['mobile', 'phone'],
  ['phone', 'phone'],
  ['laptop', 'laptop'],
  ['computer', 'laptop'],
  ['electronic', 'headphones'],
  ['audio', 'headphones'],
  ['women', 'dress'],
  ['saree', 'dress'],
  ['ethnic', 'dress'],
  ['men', 'shirt'],
  ['fashion', 'shirt'],
  ['kitchen', 'pan'],
  ['home', 'pan'],
  ['beauty', 'beauty'],
  ['personal-care', 'beauty'],
  ['grocery', 'grocery'],
  ['gourmet', 'grocery'],
  ['food', 'grocery'],
  ['book', 'book'],
  ['sport', 'dumbbell'],
  ['fitness', 'dumbbell'],
  ['toy', 'teddy'],
  ['baby', 'teddy'],
  ['furniture', 'chair'],
  ['footwear', 'shoe'],
  ['shoe', 'shoe'],
  ['jewel', 'necklace'],
  ['watch', 'watch'],
];

/** The drawing for a category given by name or slug; an unknown category gets a stable fallback. */
export function illustrationFor(category: string): IllustrationKind {
  const slug = slugify(category);
  for (const [word, kind] of kindByWord) if (slug.includes(word)) return kind;
  return slug ? pick(illustrationKinds, hashText(slug)) : 'bag';
}

export function paletteFor(kind: IllustrationKind): Palette {
  return palettes[kind];
}

export function drawIllustration(kind: IllustrationKind, ink: Ink): string {
  return drawings[kind](ink);
}
