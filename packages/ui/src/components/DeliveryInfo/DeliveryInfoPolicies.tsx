import { useMessages } from '../../messages/LanguageProvider';
import { iconTile } from '../../recipes/iconTile.css';
import { text } from '../../recipes/text.css';
import { stack, tile } from '../../theme/layout';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './DeliveryInfo.css';
import { DeliveryGlyph } from './deliveryIcons';

/** SPEC.md §9: hours, ID check, at most 3 attempts, return after failure, contactless, tracking. */
export const deliveryPolicies = [
  'hours',
  'idCheck',
  'attempts',
  'returned',
  'contactless',
  'tracking',
] as const;

/** The rules of delivery, one card each. */
export function DeliveryInfoPolicies() {
  const messages = useMessages().delivery.policies;
  return (
    <TitledSection className={styles.section} title={messages.title}>
      <ul className={styles.twoColumns}>
        {deliveryPolicies.map((policy) => (
          <li
            key={policy}
            className={tile({ flexDirection: 'row', gap: 'md', alignItems: 'flex-start', padding: 'lg' })}
          >
            <span className={iconTile({ size: 'md' })}>
              <DeliveryGlyph name={policy} />
            </span>
            <div className={stack({ gap: 'xxs' })}>
              <h3 className={text({ size: 'md', weight: 'bold' })}>{messages[policy].title}</h3>
              <p className={text({ tone: 'muted' })}>{messages[policy].text}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
