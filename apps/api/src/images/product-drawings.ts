import { drawIllustration, type Ink } from './illustrations';

/** What a product is, as far as its drawn picture goes; each kind has its own drawing. */
export const productKinds = [
  'smartphone',
  'keypad-phone',
  'power-bank',
  'laptop',
  'tablet',
  'mouse',
  'earbuds',
  'headphones',
  'smart-watch',
  'speaker',
  'television',
  'analog-watch',
  'shirt',
  't-shirt',
  'kurta',
  'jeans',
  'saree',
  'dress',
  'handbag',
  'running-shoe',
  'formal-shoe',
  'sandal',
  'necklace',
  'earrings',
  'ring',
  'bangle',
  'pressure-cooker',
  'pan',
  'mixer-grinder',
  'fan',
  'iron',
  'kettle',
  'appliance',
  'bottle',
  'lunch-box',
  'dinner-set',
  'bedsheet',
  'curtains',
  'table',
  'cabinet',
  'bed',
  'chair',
  'sofa',
  'skincare',
  'lipstick',
  'perfume',
  'trimmer',
  'hair-dryer',
  'snacks',
  'rice-bag',
  'jar',
  'oil-bottle',
  'book',
  'football',
  'basketball',
  'cricket-bat',
  'cricket-ball',
  'racquet',
  'dumbbell',
  'treadmill',
  'yoga-mat',
  'cap',
  'teddy',
  'board-game',
  'toy-car',
  'blocks',
  'diapers',
  'feeding-bottle',
  'stroller',
] as const;
export type ProductKind = (typeof productKinds)[number];

export function isProductKind(value: string): value is ProductKind {
  return (productKinds as readonly string[]).includes(value);
}

// Each drawing sits in a 200 × 200 box like the category drawings; `a` is the product's own colour, so it
// covers the largest part of the drawing.
const drawings: Record<ProductKind, (ink: Ink) => string> = {
  smartphone: (ink) => drawIllustration('phone', ink),
  'keypad-phone': ({ a, b, c }) =>
    `<rect x="62" y="14" width="76" height="172" rx="18" fill="${a}"/>` +
    `<rect x="72" y="28" width="56" height="52" rx="4" fill="${c}"/>` +
    `<rect x="78" y="86" width="44" height="12" rx="6" fill="${b}"/>` +
    `<g fill="${b}">${[0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) => `<rect x="${74 + col * 18}" y="${106 + row * 18}" width="14" height="12" rx="4"/>`,
        ),
      )
      .join('')}</g>`,
  'power-bank': ({ a, b, c }) =>
    `<rect x="44" y="30" width="112" height="150" rx="20" fill="${a}"/>` +
    `<rect x="84" y="22" width="32" height="10" rx="3" fill="${b}"/>` +
    `<g fill="${c}"><circle cx="82" cy="150" r="5"/><circle cx="96" cy="150" r="5"/><circle cx="110" cy="150" r="5"/><circle cx="124" cy="150" r="5" opacity=".4"/></g>` +
    `<path d="M104 62 84 100h16l-6 30 22-40h-16z" fill="${c}"/>`,
  laptop: (ink) => drawIllustration('laptop', ink),
  tablet: ({ a, b, c }) =>
    `<rect x="24" y="30" width="152" height="140" rx="14" fill="${a}"/>` +
    `<rect x="34" y="40" width="132" height="120" rx="5" fill="${c}"/>` +
    `<rect x="46" y="52" width="50" height="40" rx="5" fill="${b}" opacity=".7"/><rect x="104" y="52" width="50" height="40" rx="5" fill="${b}" opacity=".45"/>` +
    `<rect x="46" y="100" width="108" height="10" rx="5" fill="${b}" opacity=".4"/><circle cx="100" cy="35" r="2.5" fill="${c}"/>`,
  mouse: ({ a, b, c }) =>
    `<rect x="8" y="112" width="118" height="56" rx="8" fill="${b}"/>` +
    `<g fill="${c}">${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3, 4, 5].map(
          (col) => `<rect x="${16 + col * 18}" y="${120 + row * 15}" width="13" height="10" rx="2"/>`,
        ),
      )
      .join('')}</g>` +
    `<path d="M150 60c22 0 36 18 36 50v30c0 26-16 42-36 42s-36-16-36-42v-30c0-32 14-50 36-50z" fill="${a}"/>` +
    `<path d="M150 62v40M114 102h72" stroke="${b}" stroke-width="3"/><rect x="146" y="74" width="8" height="16" rx="4" fill="${c}"/>`,
  earbuds: ({ a, b, c }) =>
    `<rect x="40" y="112" width="120" height="74" rx="30" fill="${b}"/><rect x="40" y="112" width="120" height="20" rx="8" fill="${a}" opacity=".6"/>` +
    `<circle cx="100" cy="160" r="4" fill="${c}"/>` +
    `<g fill="${a}"><circle cx="66" cy="64" r="26"/><rect x="56" y="70" width="20" height="46" rx="10"/>` +
    `<circle cx="134" cy="64" r="26"/><rect x="124" y="70" width="20" height="46" rx="10"/></g>` +
    `<circle cx="66" cy="62" r="10" fill="${c}"/><circle cx="134" cy="62" r="10" fill="${c}"/>`,
  headphones: (ink) => drawIllustration('headphones', { a: ink.a, b: ink.a, c: ink.b }),
  'smart-watch': ({ a, b, c }) =>
    `<rect x="74" y="8" width="52" height="184" rx="14" fill="${a}"/>` +
    `<rect x="54" y="50" width="92" height="100" rx="24" fill="${b}"/>` +
    `<rect x="62" y="58" width="76" height="84" rx="18" fill="#15171c"/>` +
    `<text x="100" y="106" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="700" fill="${c}">10:09</text>` +
    `<rect x="146" y="84" width="8" height="22" rx="3" fill="${b}"/>`,
  speaker: ({ a, b, c }) =>
    `<rect x="20" y="56" width="160" height="96" rx="46" fill="${a}"/>` +
    `<rect x="20" y="96" width="160" height="16" fill="${b}" opacity=".55"/>` +
    `<circle cx="62" cy="104" r="30" fill="${b}"/><circle cx="62" cy="104" r="14" fill="${c}"/>` +
    `<circle cx="138" cy="104" r="30" fill="${b}"/><circle cx="138" cy="104" r="14" fill="${c}"/>` +
    `<rect x="84" y="44" width="32" height="14" rx="6" fill="${b}"/>`,
  television: ({ a, b, c }) =>
    `<rect x="10" y="30" width="180" height="116" rx="6" fill="${a}"/>` +
    `<rect x="18" y="38" width="164" height="100" rx="2" fill="#1d2533"/>` +
    `<path d="M18 118l46-40 32 26 30-22 56 48v8H18z" fill="${c}" opacity=".35"/><circle cx="148" cy="64" r="12" fill="${c}" opacity=".5"/>` +
    `<path d="M70 146l-12 30h84l-12-30" fill="${b}"/>`,
  'analog-watch': ({ a, b, c }) =>
    `<rect x="76" y="14" width="48" height="172" rx="12" fill="${b}"/>` +
    `<circle cx="100" cy="100" r="50" fill="${c}"/><circle cx="100" cy="100" r="40" fill="${a}"/>` +
    `<path d="M100 100V70M100 100l20 12" stroke="${c}" stroke-width="5" stroke-linecap="round"/>` +
    `<g fill="${c}"><circle cx="100" cy="66" r="2"/><circle cx="134" cy="100" r="2"/><circle cx="100" cy="134" r="2"/><circle cx="66" cy="100" r="2"/></g>` +
    `<rect x="148" y="92" width="10" height="16" rx="3" fill="${c}"/>`,
  shirt: (ink) => drawIllustration('shirt', { a: ink.a, b: ink.b, c: ink.c }),
  't-shirt': ({ a, b }) =>
    `<path d="M72 26 40 38 10 78l28 18 14-14v98h96V82l14 14 28-18-30-40-32-12q-28 20-56 0z" fill="${a}"/>` +
    `<path d="M72 26q28 22 56 0" fill="none" stroke="${b}" stroke-width="7"/>` +
    `<path d="M52 170h96" stroke="${b}" stroke-width="4" opacity=".6"/>`,
  kurta: ({ a, b, c }) =>
    `<path d="M76 16 46 28 22 104l22 8 12-40v118h88V72l12 40 22-8-24-76-30-12q-24 14-48 0z" fill="${a}"/>` +
    `<path d="M100 20v56" stroke="${b}" stroke-width="5"/><g fill="${c}"><circle cx="100" cy="38" r="3"/><circle cx="100" cy="52" r="3"/><circle cx="100" cy="66" r="3"/></g>` +
    `<path d="M76 16q24 14 48 0" fill="none" stroke="${b}" stroke-width="5"/>` +
    `<path d="M58 168h84" stroke="${b}" stroke-width="5" stroke-dasharray="3 6"/>`,
  jeans: ({ a, b, c }) =>
    `<path d="M56 16h88l10 170h-40l-14-120-14 120H46z" fill="${a}"/>` +
    `<rect x="56" y="16" width="88" height="16" fill="${b}"/>` +
    `<path d="M100 32v30M64 40q14 18 26 2M136 40q-14 18-26 2" fill="none" stroke="${c}" stroke-width="3" stroke-dasharray="4 3"/>` +
    `<circle cx="100" cy="24" r="3.5" fill="${c}"/>`,
  saree: ({ a, b, c }) =>
    `<path d="M58 24c30-10 56 0 68 24l30 138H44l12-90c-6-28-6-52 2-72z" fill="${a}"/>` +
    `<path d="M126 48c10 40 16 90 30 138h-24c-10-48-20-96-36-132z" fill="${b}"/>` +
    `<path d="M44 180h112" stroke="${c}" stroke-width="8"/><path d="M50 164h100" stroke="${c}" stroke-width="3" stroke-dasharray="6 6"/>` +
    `<path d="M58 24q34 20 68 24" fill="none" stroke="${c}" stroke-width="5"/>`,
  dress: (ink) => drawIllustration('dress', ink),
  handbag: (ink) => drawIllustration('bag', ink),
  'running-shoe': (ink) => drawIllustration('shoe', ink),
  'formal-shoe': ({ a, b, c }) =>
    `<path d="M14 146c0-24 14-34 32-40l42-8c22 10 46 14 84 20 14 4 20 14 18 28z" fill="${a}"/>` +
    `<rect x="12" y="144" width="178" height="14" rx="5" fill="${b}"/>` +
    `<path d="M78 104q20 14 44 12" fill="none" stroke="${c}" stroke-width="4" opacity=".7"/>` +
    `<path d="M40 130c40-4 90-2 140 6" fill="none" stroke="${b}" stroke-width="3" stroke-dasharray="4 4"/>`,
  sandal: ({ a, b, c }) =>
    `<path d="M20 150c0-14 10-22 26-22h118c16 0 26 8 26 22s-10 16-26 16H46c-16 0-26-2-26-16z" fill="${b}"/>` +
    `<path d="M60 140c6-36 26-52 46-52s34 18 40 52z" fill="${a}"/>` +
    `<path d="M76 128c10-20 46-20 56 0" fill="none" stroke="${c}" stroke-width="5"/>`,
  necklace: (ink) => drawIllustration('necklace', { a: ink.a, b: ink.b, c: ink.c }),
  earrings: ({ a, b, c }) =>
    `<g fill="none" stroke="${b}" stroke-width="5"><path d="M64 18v28"/><path d="M136 18v28"/></g>` +
    `<circle cx="64" cy="18" r="7" fill="${b}"/><circle cx="136" cy="18" r="7" fill="${b}"/>` +
    `<path d="M30 110a34 34 0 0 1 68 0z" fill="${a}"/><path d="M102 110a34 34 0 0 1 68 0z" fill="${a}"/>` +
    `<g fill="${c}"><circle cx="40" cy="124" r="6"/><circle cx="64" cy="130" r="6"/><circle cx="88" cy="124" r="6"/>` +
    `<circle cx="112" cy="124" r="6"/><circle cx="136" cy="130" r="6"/><circle cx="160" cy="124" r="6"/></g>` +
    `<circle cx="64" cy="90" r="8" fill="${c}"/><circle cx="136" cy="90" r="8" fill="${c}"/>`,
  ring: ({ a, b, c }) =>
    `<ellipse cx="100" cy="128" rx="62" ry="50" fill="none" stroke="${b}" stroke-width="14"/>` +
    `<path d="M70 64 86 40h28l16 24-30 26z" fill="${a}"/><path d="M86 40l14 24 14-24M70 64h60" fill="none" stroke="${c}" stroke-width="3"/>`,
  bangle: ({ a, b, c }) =>
    `<ellipse cx="80" cy="104" rx="60" ry="56" fill="none" stroke="${a}" stroke-width="18"/>` +
    `<ellipse cx="124" cy="104" rx="60" ry="56" fill="none" stroke="${b}" stroke-width="10"/>` +
    `<g fill="${c}"><circle cx="80" cy="48" r="5"/><circle cx="24" cy="104" r="5"/><circle cx="80" cy="160" r="5"/><circle cx="136" cy="104" r="5"/></g>`,
  'pressure-cooker': ({ a, b, c }) =>
    `<path d="M34 86h116v70c0 16-10 26-26 26H60c-16 0-26-10-26-26z" fill="${a}"/>` +
    `<rect x="28" y="74" width="128" height="16" rx="8" fill="${b}"/>` +
    `<path d="M150 80h40a6 6 0 0 1 0 12h-40z" fill="#2b2b2b"/>` +
    `<rect x="84" y="48" width="16" height="26" rx="4" fill="#2b2b2b"/><rect x="80" y="40" width="24" height="10" rx="5" fill="${b}"/>` +
    `<path d="M48 110h88" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`,
  pan: (ink) => drawIllustration('pan', ink),
  'mixer-grinder': ({ a, b, c }) =>
    `<path d="M44 120h112l-10 64H54z" fill="${a}"/>` +
    `<circle cx="100" cy="152" r="14" fill="${c}"/><path d="M100 152v-9" stroke="${b}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M62 30h76l-8 88H70z" fill="${c}" opacity=".85"/><rect x="58" y="18" width="84" height="14" rx="5" fill="${b}"/>` +
    `<path d="M138 46h14v44h-18" fill="none" stroke="${b}" stroke-width="6"/>`,
  fan: ({ a, b, c }) =>
    `<rect x="94" y="8" width="12" height="50" fill="${b}"/>` +
    `<path d="M100 96 18 128q-8-20 10-26l66-16zM100 96l82 32q8-20-10-26l-66-16z" fill="${a}"/>` +
    `<path d="M100 96 96 180q20 6 22-14l-8-70z" fill="${a}"/>` +
    `<circle cx="100" cy="92" r="22" fill="${b}"/><circle cx="100" cy="92" r="8" fill="${c}"/>`,
  iron: ({ a, b, c }) =>
    `<path d="M20 150c10-50 50-76 120-76h30v76z" fill="${a}"/>` +
    `<rect x="14" y="150" width="166" height="18" rx="6" fill="${c}"/>` +
    `<path d="M84 74c0-30 14-40 40-40h36c10 0 14 10 10 40" fill="none" stroke="${b}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="120" cy="118" r="12" fill="${b}"/>`,
  kettle: ({ a, b, c }) =>
    `<path d="M50 60h90l12 110c0 10-6 14-14 14H52c-8 0-14-4-14-14z" fill="${a}"/>` +
    `<path d="M140 76c30 0 34 60 6 70" fill="none" stroke="${b}" stroke-width="12"/>` +
    `<path d="M50 70 18 52l4 18 30 18z" fill="${a}"/><rect x="64" y="46" width="62" height="16" rx="8" fill="${b}"/>` +
    `<rect x="34" y="176" width="122" height="10" rx="5" fill="#2b2b2b"/><rect x="82" y="100" width="10" height="40" rx="5" fill="${c}" opacity=".7"/>`,
  appliance: ({ a, b, c }) =>
    `<rect x="18" y="42" width="164" height="126" rx="14" fill="${a}"/>` +
    `<rect x="30" y="56" width="102" height="98" rx="8" fill="#20242c"/>` +
    `<rect x="40" y="66" width="82" height="78" rx="4" fill="${c}" opacity=".25"/>` +
    `<circle cx="158" cy="76" r="11" fill="${b}"/><circle cx="158" cy="110" r="11" fill="${b}"/><rect x="148" y="134" width="20" height="8" rx="3" fill="${c}"/>` +
    `<rect x="34" y="168" width="18" height="10" fill="${b}"/><rect x="148" y="168" width="18" height="10" fill="${b}"/>`,
  bottle: ({ a, b, c }) =>
    `<rect x="62" y="44" width="76" height="144" rx="22" fill="${a}"/>` +
    `<rect x="74" y="16" width="52" height="32" rx="8" fill="${b}"/><rect x="62" y="100" width="76" height="30" fill="${c}" opacity=".5"/>` +
    `<rect x="78" y="60" width="8" height="32" rx="4" fill="${c}" opacity=".6"/>`,
  'lunch-box': ({ a, b, c }) =>
    `<rect x="50" y="150" width="100" height="36" rx="8" fill="${a}"/><rect x="50" y="110" width="100" height="36" rx="8" fill="${a}"/>` +
    `<rect x="50" y="70" width="100" height="36" rx="8" fill="${a}"/>` +
    `<path d="M42 182V54q58-36 116 0v128" fill="none" stroke="${b}" stroke-width="8"/>` +
    `<g fill="${c}"><rect x="60" y="84" width="80" height="5" rx="2"/><rect x="60" y="124" width="80" height="5" rx="2"/><rect x="60" y="164" width="80" height="5" rx="2"/></g>`,
  'dinner-set': ({ a, b, c }) =>
    `<ellipse cx="100" cy="128" rx="88" ry="46" fill="${c}"/><ellipse cx="100" cy="128" rx="88" ry="46" fill="none" stroke="${a}" stroke-width="8"/>` +
    `<ellipse cx="100" cy="124" rx="54" ry="26" fill="none" stroke="${b}" stroke-width="3" opacity=".6"/>` +
    `<path d="M60 54h80l-10 40H70z" fill="${a}"/><path d="M56 54h88" stroke="${b}" stroke-width="5"/>`,
  bedsheet: ({ a, b, c }) =>
    `<rect x="14" y="64" width="172" height="112" rx="10" fill="${a}"/>` +
    `<path d="M14 140h172" stroke="${b}" stroke-width="6"/>` +
    `<g fill="${c}" opacity=".7"><circle cx="50" cy="110" r="10"/><circle cx="100" cy="96" r="10"/><circle cx="150" cy="110" r="10"/></g>` +
    `<rect x="28" y="30" width="66" height="40" rx="12" fill="${b}"/><rect x="106" y="30" width="66" height="40" rx="12" fill="${b}"/>`,
  curtains: ({ a, b, c }) =>
    `<rect x="12" y="20" width="176" height="10" rx="5" fill="${b}"/>` +
    `<path d="M22 30h64c-6 50-6 100 8 156H22z" fill="${a}"/><path d="M178 30h-64c6 50 6 100-8 156h72z" fill="${a}"/>` +
    `<path d="M40 40v140M62 40v140M160 40v140M138 40v140" stroke="${b}" stroke-width="3" opacity=".5"/>` +
    `<rect x="24" y="108" width="66" height="8" rx="4" fill="${c}"/><rect x="110" y="108" width="66" height="8" rx="4" fill="${c}"/>`,
  table: ({ a, b, c }) =>
    `<rect x="14" y="66" width="172" height="22" rx="6" fill="${a}"/>` +
    `<rect x="26" y="88" width="16" height="96" rx="4" fill="${b}"/><rect x="158" y="88" width="16" height="96" rx="4" fill="${b}"/>` +
    `<rect x="42" y="92" width="116" height="26" rx="4" fill="${a}" opacity=".8"/><rect x="90" y="100" width="20" height="6" rx="3" fill="${c}"/>`,
  cabinet: ({ a, b, c }) =>
    `<rect x="36" y="14" width="128" height="168" rx="8" fill="${a}"/>` +
    `<path d="M100 22v152" stroke="${b}" stroke-width="4"/>` +
    `<rect x="44" y="22" width="50" height="152" rx="4" fill="none" stroke="${b}" stroke-width="3"/><rect x="106" y="22" width="50" height="152" rx="4" fill="none" stroke="${b}" stroke-width="3"/>` +
    `<rect x="86" y="88" width="6" height="24" rx="3" fill="${c}"/><rect x="108" y="88" width="6" height="24" rx="3" fill="${c}"/>` +
    `<rect x="42" y="182" width="14" height="8" fill="${b}"/><rect x="144" y="182" width="14" height="8" fill="${b}"/>`,
  bed: ({ a, b, c }) =>
    `<rect x="14" y="40" width="24" height="140" rx="6" fill="${b}"/><rect x="170" y="92" width="18" height="88" rx="6" fill="${b}"/>` +
    `<rect x="34" y="104" width="146" height="44" rx="8" fill="${a}"/><rect x="34" y="96" width="146" height="16" rx="8" fill="${c}"/>` +
    `<rect x="42" y="72" width="46" height="26" rx="10" fill="${c}"/>` +
    `<rect x="34" y="148" width="146" height="12" fill="${b}"/>`,
  chair: (ink) => drawIllustration('chair', ink),
  sofa: ({ a, b, c }) =>
    `<rect x="30" y="52" width="140" height="70" rx="16" fill="${a}"/>` +
    `<rect x="8" y="86" width="40" height="80" rx="14" fill="${a}"/><rect x="152" y="86" width="40" height="80" rx="14" fill="${a}"/>` +
    `<rect x="44" y="114" width="112" height="40" rx="8" fill="${b}"/><path d="M100 116v36" stroke="${a}" stroke-width="3"/>` +
    `<rect x="20" y="166" width="10" height="18" rx="3" fill="${c}"/><rect x="170" y="166" width="10" height="18" rx="3" fill="${c}"/>`,
  skincare: (ink) => drawIllustration('beauty', ink),
  lipstick: ({ a, b, c }) =>
    `<path d="M78 70V36l44-22v56z" fill="${a}"/>` +
    `<rect x="72" y="68" width="56" height="30" rx="3" fill="${c}"/><rect x="64" y="96" width="72" height="92" rx="8" fill="#2b2b2b"/>` +
    `<rect x="64" y="120" width="72" height="8" fill="${b}"/>` +
    `<ellipse cx="160" cy="170" rx="22" ry="12" fill="${a}" opacity=".8"/>`,
  perfume: ({ a, b, c }) =>
    `<rect x="86" y="20" width="28" height="24" rx="4" fill="${b}"/><rect x="92" y="42" width="16" height="16" fill="${c}"/>` +
    `<rect x="40" y="58" width="120" height="126" rx="22" fill="${a}" opacity=".9"/>` +
    `<rect x="56" y="74" width="88" height="94" rx="14" fill="${c}" opacity=".28"/>` +
    `<rect x="70" y="108" width="60" height="24" rx="4" fill="${b}"/>`,
  trimmer: ({ a, b, c }) =>
    `<path d="M76 40h48l10 130c0 12-10 18-22 18h-24c-12 0-22-6-22-18z" fill="${a}"/>` +
    `<rect x="70" y="18" width="60" height="26" rx="4" fill="${b}"/>` +
    `<path d="M74 18v-6M84 18v-6M94 18v-6M104 18v-6M114 18v-6M124 18v-6" stroke="${b}" stroke-width="3"/>` +
    `<circle cx="100" cy="96" r="10" fill="${c}"/><rect x="94" y="120" width="12" height="30" rx="6" fill="${b}"/>`,
  'hair-dryer': ({ a, b, c }) =>
    `<path d="M30 52h100a40 40 0 0 1 0 80H30z" fill="${a}"/><rect x="12" y="56" width="22" height="72" rx="6" fill="${b}"/>` +
    `<path d="M96 126h34l-12 62H96z" fill="${a}"/>` +
    `<circle cx="130" cy="92" r="22" fill="${b}"/><circle cx="130" cy="92" r="10" fill="${c}"/><rect x="102" y="146" width="12" height="16" rx="4" fill="${c}"/>`,
  snacks: (ink) => drawIllustration('grocery', ink),
  'rice-bag': ({ a, b, c }) =>
    `<path d="M40 40q60-16 120 0l12 140q-72 14-144 0z" fill="${c}"/>` +
    `<path d="M40 40q60-16 120 0l-2 14q-58-14-116 0z" fill="${b}"/>` +
    `<rect x="52" y="84" width="96" height="58" rx="8" fill="${a}"/>` +
    `<g fill="${c}"><ellipse cx="80" cy="112" rx="6" ry="10"/><ellipse cx="100" cy="106" rx="6" ry="10"/><ellipse cx="120" cy="112" rx="6" ry="10"/></g>`,
  jar: ({ a, b, c }) =>
    `<rect x="46" y="56" width="108" height="130" rx="18" fill="${c}"/><rect x="52" y="80" width="96" height="100" rx="14" fill="${a}" opacity=".8"/>` +
    `<rect x="52" y="30" width="96" height="30" rx="6" fill="${b}"/>` +
    `<rect x="64" y="104" width="72" height="40" rx="6" fill="${c}"/><rect x="76" y="118" width="48" height="6" rx="3" fill="${b}"/>`,
  'oil-bottle': ({ a, b, c }) =>
    `<path d="M80 42h40v18l22 26v88c0 8-6 12-12 12H70c-6 0-12-4-12-12V86l22-26z" fill="${a}"/>` +
    `<rect x="78" y="20" width="44" height="24" rx="5" fill="${b}"/>` +
    `<rect x="66" y="104" width="68" height="50" rx="6" fill="${c}"/><path d="M86 120h28M80 134h40" stroke="${b}" stroke-width="5" stroke-linecap="round"/>`,
  book: (ink) => drawIllustration('book', ink),
  football: ({ a, b }) =>
    `<circle cx="100" cy="100" r="80" fill="#f7f7f5"/><circle cx="100" cy="100" r="80" fill="none" stroke="${b}" stroke-width="4"/>` +
    `<path d="M100 70l28 20-10 34H82l-10-34z" fill="${a}"/>` +
    `<path d="M100 20v50M128 90l46-14M118 124l28 42M82 124l-28 42M72 90l-46-14" stroke="${b}" stroke-width="4"/>` +
    `<path d="M70 26l30 14 30-14M168 70l-8 34 24 30M136 178l-12-30 22-20M64 178l12-30-22-20M32 70l8 34-24 30" fill="${a}" stroke="${a}" stroke-width="6" opacity=".9"/>`,
  basketball: ({ a, b }) =>
    `<circle cx="100" cy="100" r="80" fill="${a}"/>` +
    `<path d="M100 20v160M20 100h160M44 44q40 56 0 112M156 44q-40 56 0 112" fill="none" stroke="${b}" stroke-width="5"/>`,
  'cricket-bat': ({ a, b, c }) =>
    `<g transform="rotate(-30 100 100)"><rect x="92" y="4" width="16" height="60" rx="6" fill="${b}"/>` +
    `<path d="M92 30h16M92 42h16M92 54h16" stroke="${c}" stroke-width="3"/>` +
    `<path d="M80 62h40v116c0 8-6 14-20 14s-20-6-20-14z" fill="#e9cf9c"/>` +
    `<rect x="84" y="90" width="32" height="40" rx="4" fill="${a}"/></g>` +
    `<circle cx="156" cy="160" r="18" fill="#c0392b"/><path d="M142 150q14 12 28 0" fill="none" stroke="#f3e6d0" stroke-width="2"/>`,
  'cricket-ball': ({ a, b, c }) =>
    `<circle cx="100" cy="100" r="74" fill="${a}"/>` +
    `<path d="M40 60q60 40 120 0M40 140q60-40 120 0" fill="none" stroke="${c}" stroke-width="5" stroke-dasharray="4 5"/>` +
    `<circle cx="76" cy="76" r="16" fill="${c}" opacity=".3"/><path d="M100 26v148" stroke="${b}" stroke-width="2" opacity=".4"/>`,
  racquet: ({ a, b, c }) =>
    `<g transform="rotate(25 100 100)"><ellipse cx="100" cy="62" rx="46" ry="56" fill="none" stroke="${a}" stroke-width="9"/>` +
    `<path d="M70 30v64M86 16v92M100 8v110M114 16v92M130 30v64M58 46h84M54 66h92M58 86h84" stroke="${c}" stroke-width="2" opacity=".8"/>` +
    `<rect x="95" y="116" width="10" height="40" fill="${a}"/><rect x="91" y="154" width="18" height="40" rx="6" fill="${b}"/></g>`,
  dumbbell: (ink) => drawIllustration('dumbbell', { a: ink.a, b: ink.b, c: ink.c }),
  treadmill: ({ a, b, c }) =>
    `<path d="M14 160l150-16 12 20-160 18z" fill="${a}"/><path d="M24 172l150-16" stroke="#20242c" stroke-width="6"/>` +
    `<path d="M150 150 136 40" stroke="${b}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="110" y="24" width="60" height="30" rx="6" fill="${a}"/><rect x="118" y="30" width="26" height="16" rx="3" fill="${c}"/>` +
    `<path d="M112 54l-40 18" stroke="${b}" stroke-width="7" stroke-linecap="round"/>`,
  'yoga-mat': ({ a, b, c }) =>
    `<path d="M20 150 130 60l50 40-110 90z" fill="${a}"/>` +
    `<circle cx="150" cy="74" r="30" fill="${a}"/><circle cx="150" cy="74" r="22" fill="${b}"/><circle cx="150" cy="74" r="12" fill="${a}"/>` +
    `<path d="M40 152 136 74M56 166l96-80" stroke="${c}" stroke-width="3" opacity=".5"/>`,
  cap: ({ a, b, c }) =>
    `<path d="M30 130a70 70 0 0 1 140 0z" fill="${a}"/>` +
    `<path d="M100 60v70M64 72q16 24 18 58M136 72q-16 24-18 58" stroke="${b}" stroke-width="3" fill="none"/>` +
    `<path d="M100 130h86c6 0 8 10 0 14-30 14-60 12-86 0z" fill="${b}"/><circle cx="100" cy="60" r="6" fill="${c}"/>`,
  teddy: (ink) => drawIllustration('teddy', ink),
  'board-game': ({ a, b, c }) =>
    `<rect x="24" y="28" width="152" height="144" rx="8" fill="${a}"/>` +
    `<rect x="40" y="44" width="120" height="112" rx="4" fill="${c}"/>` +
    `<g fill="${b}"><rect x="40" y="44" width="24" height="24"/><rect x="136" y="44" width="24" height="24"/><rect x="40" y="132" width="24" height="24"/><rect x="136" y="132" width="24" height="24"/></g>` +
    `<rect x="76" y="82" width="38" height="38" rx="7" fill="#fff" stroke="#2b2b2b" stroke-width="2"/><g fill="#2b2b2b"><circle cx="86" cy="92" r="4"/><circle cx="104" cy="110" r="4"/><circle cx="95" cy="101" r="4"/></g>`,
  'toy-car': ({ a, b, c }) =>
    `<path d="M14 134v-30c0-8 6-14 14-14h26l24-32h58l28 32h14c8 0 12 6 12 14v30z" fill="${a}"/>` +
    `<path d="M84 66h26v24H66zM118 66h18l22 24h-40z" fill="${c}"/>` +
    `<circle cx="54" cy="138" r="22" fill="#20242c"/><circle cx="54" cy="138" r="9" fill="${c}"/>` +
    `<circle cx="150" cy="138" r="22" fill="#20242c"/><circle cx="150" cy="138" r="9" fill="${c}"/><rect x="176" y="104" width="10" height="8" rx="2" fill="${b}"/>`,
  blocks: ({ a, b, c }) =>
    `<rect x="20" y="118" width="72" height="62" rx="6" fill="${a}"/><rect x="100" y="118" width="72" height="62" rx="6" fill="${b}"/>` +
    `<rect x="60" y="52" width="72" height="62" rx="6" fill="${a}"/>` +
    `<g fill="${c}"><circle cx="42" cy="114" r="8"/><circle cx="70" cy="114" r="8"/><circle cx="122" cy="114" r="8"/><circle cx="150" cy="114" r="8"/>` +
    `<circle cx="82" cy="48" r="8"/><circle cx="110" cy="48" r="8"/></g>`,
  diapers: ({ a, b, c }) =>
    `<rect x="30" y="30" width="140" height="150" rx="14" fill="${a}"/>` +
    `<path d="M60 92h80v20q-4 34-40 34t-40-34z" fill="${c}"/><path d="M60 92h80" stroke="${b}" stroke-width="6"/>` +
    `<rect x="52" y="44" width="96" height="28" rx="6" fill="${b}"/>`,
  'feeding-bottle': ({ a, b, c }) =>
    `<path d="M88 20q12-12 24 0l6 26H82z" fill="#f4d6a8"/><rect x="72" y="44" width="56" height="20" rx="6" fill="${a}"/>` +
    `<rect x="66" y="62" width="68" height="124" rx="22" fill="${c}" opacity=".9"/>` +
    `<rect x="66" y="120" width="68" height="66" rx="22" fill="#fffaf0"/>` +
    `<path d="M78 90h14M78 110h14M78 130h14" stroke="${b}" stroke-width="3"/>`,
  stroller: ({ a, b, c }) =>
    `<path d="M40 46a70 70 0 0 1 80 72H40z" fill="${a}"/><path d="M120 118H30q4 30 44 30h50z" fill="${b}"/>` +
    `<path d="M124 118l30-80h18" fill="none" stroke="${b}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="54" cy="170" r="16" fill="#20242c"/><circle cx="124" cy="170" r="16" fill="#20242c"/>` +
    `<circle cx="54" cy="170" r="6" fill="${c}"/><circle cx="124" cy="170" r="6" fill="${c}"/>`,
};

/** The drawing of a kind of product in a 200 × 200 box, in the given ink. */
export function drawProduct(kind: ProductKind, ink: Ink): string {
  return drawings[kind](ink);
}
