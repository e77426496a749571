import type { ReactNode } from 'react';
import { LineGlyph, placeGlyph } from '../Icon/LineGlyph';

export const featureIcons = ['partners', 'support', 'quality', 'wholesale', 'reach', 'payments'] as const;
export type FeatureIcon = (typeof featureIcons)[number];

/** Drawn here, never fetched. */
const paths: Readonly<Record<FeatureIcon, ReactNode>> = {
  partners: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <path d="M15 14.5c.6-.3 1.3-.5 2-.5 2.8 0 5 2.2 5 5" />
    </>
  ),
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20c0 1.1-1.8 2-4 2h-2" />
    </>
  ),
  quality: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m9.5 9 1.8 1.8 3.5-3.3" />
      <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
    </>
  ),
  wholesale: (
    <>
      <rect x="3" y="12" width="8" height="8" rx="1" />
      <rect x="13" y="12" width="8" height="8" rx="1" />
      <rect x="8" y="3" width="8" height="8" rx="1" />
    </>
  ),
  reach: placeGlyph,
  payments: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18" />
      <path d="M15 15h3" />
    </>
  ),
};

export function FeatureIconGlyph({ icon, className }: { icon: FeatureIcon; className: string }) {
  return <LineGlyph className={className}>{paths[icon]}</LineGlyph>;
}
