import { useId } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { textLink } from '../../recipes/link.css';
import { text } from '../../recipes/text.css';
import { callout } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { telephoneHref } from '../ContactCard/ContactCard';
import * as styles from './DeliveryInfo.css';
import { DeliveryGlyph } from './deliveryIcons';

export interface DeliveryInfoHelpProps {
  /** As people read it: "+91 98765 43210". */
  phone: string;
  email: string;
}

/** Who to call or write to about a delivery (SPEC.md §2.11: phone and e-mail shown). */
export function DeliveryInfoHelp({ phone, email }: DeliveryInfoHelpProps) {
  const messages = useMessages().delivery.help;
  const titleId = useId();
  return (
    <section className={callout()} aria-labelledby={titleId}>
      <h2 id={titleId} className={text({ size: 'xl', weight: 'bold' })}>
        {messages.title}
      </h2>
      <p className={text({})}>{messages.text}</p>
      <dl className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'lg', margin: 'none' })}>
        <div className={styles.helpItem}>
          <dt className={styles.helpTerm}>
            <DeliveryGlyph name="phone" />
            {messages.phone}
          </dt>
          <dd className={styles.helpValue}>
            <a className={textLink()} href={telephoneHref(phone)}>
              {phone}
            </a>
          </dd>
        </div>
        <div className={styles.helpItem}>
          <dt className={styles.helpTerm}>
            <DeliveryGlyph name="email" />
            {messages.email}
          </dt>
          <dd className={styles.helpValue}>
            <a className={textLink()} href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
