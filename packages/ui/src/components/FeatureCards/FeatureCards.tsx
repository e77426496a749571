import { iconTile } from '../../recipes/iconTile.css';
import { text } from '../../recipes/text.css';
import { stack } from '../../theme/layout';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './FeatureCards.css';
import { type FeatureIcon, FeatureIconGlyph } from './featureIcons';

export interface FeatureCardItem {
  icon: FeatureIcon;
  title: string;
  description: string;
}

export interface FeatureCardsProps {
  /** The section's heading, e.g. "Why choose us". */
  title: string;
  items: readonly FeatureCardItem[];
}

/** Reasons to shop here, as a grid of cards with a drawn icon each (SPEC.md §2.11 "why choose us"). */
export function FeatureCards({ title, items }: FeatureCardsProps) {
  return (
    <TitledSection className={stack({ gap: 'lg' })} title={title}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={`${item.icon}-${item.title}`} className={styles.card}>
            <span className={iconTile({ size: 'lg' })}>
              <FeatureIconGlyph icon={item.icon} className={styles.icon} />
            </span>
            <h3 className={text({ size: 'lg', weight: 'bold' })}>{item.title}</h3>
            <p className={text({ tone: 'muted' })}>{item.description}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
