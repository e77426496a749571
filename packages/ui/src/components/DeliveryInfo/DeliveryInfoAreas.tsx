import { useMessages } from '../../messages/LanguageProvider';
import { iconTile } from '../../recipes/iconTile.css';
import { text } from '../../recipes/text.css';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './DeliveryInfo.css';
import { DeliveryGlyph } from './deliveryIcons';

/** SPEC.md §9: Nagpur as a tier 2 city, most pin codes in Maharashtra, rural areas by standard delivery. */
export const deliveryAreas = ['nagpur', 'maharashtra', 'rural'] as const;

/** Where the shop delivers. */
export function DeliveryInfoAreas() {
  const messages = useMessages().delivery.areas;
  return (
    <TitledSection className={styles.section} title={messages.title}>
      <ul className={styles.grid}>
        {deliveryAreas.map((area) => {
          const entry = messages[area];
          return (
            <li key={area} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={iconTile({ size: 'md' })}>
                  <DeliveryGlyph name="place" />
                </span>
                <h3 className={text({ size: 'lg', weight: 'bold' })}>{entry.name}</h3>
              </div>
              {'tier' in entry ? <span className={styles.tier}>{entry.tier}</span> : null}
              <p className={text({ tone: 'muted' })}>{entry.text}</p>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
