import { useMessages } from '../../messages/LanguageProvider';
import { text } from '../../recipes/text.css';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './DeliveryInfo.css';

/** The order's way to the door, in order (SPEC.md §2.11 processing steps). */
export const deliverySteps = ['confirmation', 'packaging', 'shipping', 'delivery'] as const;

/** How an order is processed: confirmation, packaging, shipping, delivery, as numbered steps. */
export function DeliveryInfoProcess() {
  const messages = useMessages().delivery.process;
  return (
    <TitledSection className={styles.section} title={messages.title}>
      <ol className={styles.steps}>
        {deliverySteps.map((step) => (
          <li key={step} className={styles.step}>
            <h3 className={text({ size: 'lg', weight: 'bold' })}>{messages[step].title}</h3>
            <p className={text({ tone: 'muted' })}>{messages[step].text}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
