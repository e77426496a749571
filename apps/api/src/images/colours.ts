import type { Ink } from './illustrations';

/**
 * Every colour name the seed gives a product (from its colour, shade, dial, finish or stone), as the
 * colour a shopper expects to see. Lower-case keys; `colourHex` looks names up case-insensitively.
 */
const hexByName: Readonly<Record<string, string>> = {
  black: '#1c1c1e',
  'active black': '#222226',
  'graphite black': '#2a2b2e',
  'jet black': '#111113',
  'midnight black': '#16171d',
  midnight: '#232a3a',
  white: '#f7f7f5',
  'off white': '#f1ede2',
  'pearl white': '#f3efe6',
  ivory: '#f4ecd6',
  cream: '#f2e6c9',
  starlight: '#e9e2d3',
  beige: '#d8c3a0',
  khaki: '#b8a373',
  tan: '#b07a4a',
  brown: '#6b4423',
  honey: '#c98b3c',
  walnut: '#5d3a22',
  teak: '#9a6233',
  natural: '#d1ad7c',
  rust: '#b5482a',
  grey: '#8a8d93',
  'cool grey': '#8c96a3',
  'silver grey': '#a9adb3',
  'stone grey': '#8f8b84',
  'arctic grey': '#b7bdc4',
  'titanium grey': '#6f7379',
  'space grey': '#5b5e63',
  'grey melange': '#9d9fa2',
  charcoal: '#36393f',
  graphite: '#41444a',
  silver: '#c3c6cb',
  'natural silver': '#c9c7c2',
  'platinum silver': '#d3d5d8',
  gold: '#d4a72c',
  'rose gold': '#d9a08b',
  red: '#d62828',
  'cherry red': '#b3122e',
  'ruby red': '#a4132c',
  'red rush': '#c8102e',
  maroon: '#7a1f2b',
  burgundy: '#6d1a36',
  wine: '#6a1b3a',
  'berry wine': '#7b2245',
  'brick brown': '#8e3b2b',
  coral: '#f26b5b',
  'coral crush': '#ef6f5e',
  peach: '#f6b08e',
  saffron: '#f28c28',
  mustard: '#d9a21b',
  'mustard yellow': '#e0aa1f',
  yellow: '#f4cf2b',
  pink: '#ec6fa3',
  'light pink': '#f6bcd0',
  'pastel pink': '#f4c2cf',
  'pink petal': '#e88aa6',
  'rose pink': '#e7849b',
  rose: '#e5a3a9',
  'nude beige': '#c99a7e',
  'mauve magic': '#a8698c',
  magenta: '#c2187a',
  purple: '#7b3fb0',
  'lavender purple': '#a98bd6',
  lavender: '#b9a3e3',
  lilac: '#c6a4dc',
  blue: '#2f6fd6',
  'sky blue': '#7fbde8',
  'light blue': '#9cc3e4',
  'powder blue': '#a9c8e6',
  'ocean blue': '#1f6fa8',
  'cobalt blue': '#1f4fbf',
  'royal blue': '#274bb5',
  'sapphire blue': '#1d3f9a',
  'deep blue': '#1b3a78',
  navy: '#1f2d57',
  'navy blue': '#1d2b55',
  indigo: '#34407a',
  'dark indigo': '#26305e',
  teal: '#138a8a',
  'teal green': '#127a6e',
  'sea green': '#2e8b6e',
  green: '#2f9d4a',
  'emerald green': '#0f8a5f',
  'bottle green': '#0f5a3a',
  'sage green': '#94ad8e',
  'mint green': '#9ed9bd',
  mint: '#a6e3c8',
  olive: '#6b7a2e',
  // Mixed colours draw in their first tone; productImageSvg paints the pattern over the body.
  camouflage: '#5d6b3a',
  multicolour: '#c2187a',
};

/** The hex of a colour name, or undefined when the name is not one the drawings know. */
export function colourHex(name: string): string | undefined {
  return hexByName[name.trim().toLowerCase()];
}

/**
 * Colours for a product whose name gives none (a book, a football, a pack of dal): picked by its name, so
 * neighbours in a grid differ while each product keeps its own colour.
 */
export const unnamedColours: readonly string[] = [
  '#c0392b',
  '#2f6fd6',
  '#138a8a',
  '#7b3fb0',
  '#d9a21b',
  '#2f9d4a',
  '#e0607e',
  '#1f2d57',
  '#b5482a',
  '#5d6b3a',
  '#6d1a36',
  '#f28c28',
];

/** The colour names the drawings know, lower-case. */
export const knownColourNames: readonly string[] = Object.keys(hexByName);

/** Colour names drawn as a pattern of several tones rather than one flat colour. */
export const patternTones: Readonly<Record<string, readonly string[]>> = {
  camouflage: ['#5d6b3a', '#8a8455', '#3b3a26', '#a39a6b'],
  multicolour: ['#c2187a', '#1f4fbf', '#0f8a5f', '#e0aa1f'],
};

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v ?? 0)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Moves a colour towards another by a share between 0 and 1. */
export function mix(hex: string, towards: string, share: number): string {
  const from = channels(hex);
  const to = channels(towards);
  return toHex(from.map((v, i) => v + ((to[i] ?? 0) - v) * share));
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The ink of a product in one colour: the body in that colour, the accent a shade of it that stays
 * visible on the body (darker for light colours, lighter for dark ones), the detail a pale or deep tone.
 */
export function inkOfColour(hex: string): Ink {
  const light = luminance(hex) > 0.35;
  return {
    a: hex,
    b: light ? mix(hex, '#000000', 0.38) : mix(hex, '#ffffff', 0.32),
    c: light ? mix(hex, '#000000', 0.62) : mix(hex, '#ffffff', 0.82),
  };
}
