import type { ReactNode } from 'react';
import { text } from '../../recipes/text.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { LineGlyph } from '../Icon/LineGlyph';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './ValuesGrid.css';

/** The shop's four values (SPEC.md §2.11). */
export const shopValues = ['trust', 'innovation', 'transparency', 'excellence'] as const;
export type ShopValue = (typeof shopValues)[number];

export interface ValuesGridItem {
  value: ShopValue;
  title: string;
  description: string;
}

export interface ValuesGridProps {
  /** The section's heading, e.g. "Our mission and values". */
  title: string;
  /** The heading over the mission statement, e.g. "Our mission". */
  missionTitle?: string;
  mission?: string;
  values: readonly ValuesGridItem[];
}

// A shield, a lamp, an eye and a star.
const glyphs: Readonly<Record<ShopValue, ReactNode>> = {
  trust: (
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  innovation: (
    <>
      <path d="M9 18h6" />
      <path d="M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
    </>
  ),
  transparency: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  excellence: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
};

/** The mission statement and the values behind it, one drawn icon per value. */
export function ValuesGrid({ title, missionTitle, mission, values }: ValuesGridProps) {
  return (
    <TitledSection className={stack({ gap: 'lg' })} title={title}>
      {mission !== undefined ? (
        <div className={styles.mission}>
          {missionTitle !== undefined ? (
            <h3 className={text({ size: 'lg', weight: 'bold' })}>{missionTitle}</h3>
          ) : null}
          <p className={styles.missionText}>{mission}</p>
        </div>
      ) : null}
      <ul className={styles.grid}>
        {values.map((item) => (
          <li key={item.value} className={styles.card} data-value={item.value}>
            <LineGlyph className={sprinkles({ color: 'brand', width: 'controlSm', height: 'controlSm' })}>
              {glyphs[item.value]}
            </LineGlyph>
            <h3 className={text({ size: 'lg', weight: 'bold' })}>{item.title}</h3>
            <p className={text({ tone: 'muted' })}>{item.description}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
