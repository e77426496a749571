import { useId } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { text } from '../../recipes/text.css';
import * as styles from './DeliveryInfo.css';

/** The order's way to the door, in order (SPEC.md §2.11 processing steps). */
export const deliverySteps = ['confirmation', 'packaging', 'shipping', 'delivery'] as const;

/** How an order is processed: confirmation, packaging, shipping, delivery, as numbered steps. */
export function DeliveryInfoProcess() {
  const messages = useMessages().delivery.process;
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={text({ size: 'xxl', weight: 'bold' })}>
        {messages.title}
      </h2>
      <ol className={styles.steps}>
        {deliverySteps.map((step) => (
          <li key={step} className={styles.step}>
            <h3 className={text({ size: 'lg', weight: 'bold' })}>{messages[step].title}</h3>
            <p className={text({ tone: 'muted' })}>{messages[step].text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
