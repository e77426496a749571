import type { ReactNode } from 'react';
import { emailGlyph, hoursGlyph, LineGlyph, phoneGlyph, placeGlyph } from '../Icon/LineGlyph';
import * as styles from './DeliveryInfo.css';

const glyphs = {
  standard: (
    <>
      <path d="M2 6h11v10H2z" />
      <path d="M13 9h4l4 4v3h-8z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  express: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  hours: hoursGlyph,
  idCheck: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c.5-1.5 1.7-2 3-2s2.5.5 3 2" />
      <path d="M15 10h3M15 14h3" />
    </>
  ),
  attempts: (
    <>
      <path d="M4 12a8 8 0 0 1 14-5.3L20 9" />
      <path d="M20 4v5h-5" />
      <path d="M20 12a8 8 0 0 1-14 5.3L4 15" />
      <path d="M4 20v-5h5" />
    </>
  ),
  returned: (
    <>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
    </>
  ),
  contactless: (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  tracking: (
    <>
      <circle cx="6" cy="18" r="2" />
      <circle cx="18" cy="6" r="2" />
      <path d="M8 18h5a3 3 0 0 0 0-6h-2a3 3 0 0 1 0-6h5" />
    </>
  ),
  place: placeGlyph,
  phone: phoneGlyph,
  email: emailGlyph,
} as const satisfies Record<string, ReactNode>;

export type DeliveryGlyphName = keyof typeof glyphs;

export function DeliveryGlyph({ name }: { name: DeliveryGlyphName }) {
  return <LineGlyph className={styles.icon}>{glyphs[name]}</LineGlyph>;
}
