import { formatInr, type InrLocale } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import type { Language } from '../../messages/language';
import { iconTile } from '../../recipes/iconTile.css';
import { text } from '../../recipes/text.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './DeliveryInfo.css';
import { DeliveryGlyph } from './deliveryIcons';

export interface DeliveryInfoOptionsProps {
  /** Standard delivery's charge per shop group, in rupees. */
  standardFee: number;
  /** A shop group's subtotal from which standard delivery is free, in rupees. */
  freeDeliveryThreshold: number;
  /** Express delivery's charge, in rupees. */
  expressFee: number;
}

const inrLocales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, InrLocale>;

/** Standard (next day) and express (same day, major cities) delivery with their charges (SPEC.md §9). */
export function DeliveryInfoOptions({
  standardFee,
  freeDeliveryThreshold,
  expressFee,
}: DeliveryInfoOptionsProps) {
  const messages = useMessages().delivery.options;
  const locale = inrLocales[useLanguage().language];
  return (
    <TitledSection className={styles.section} title={messages.title}>
      <ul className={styles.twoColumns}>
        <li className={styles.card}>
          <div className={styles.cardHead}>
            <span className={iconTile({ size: 'md' })}>
              <DeliveryGlyph name="standard" />
            </span>
            <h3 className={text({ size: 'lg', weight: 'bold' })}>{messages.standard.name}</h3>
          </div>
          <dl className={styles.facts}>
            <dt className={styles.factTerm}>{messages.time}</dt>
            <dd className={styles.factValue}>{messages.standard.time}</dd>
            <dt className={styles.factTerm}>{messages.charge}</dt>
            <dd className={styles.factValue}>
              <span className={styles.price}>
                {format(messages.standard.charge, { fee: formatInr(standardFee, locale) })}
              </span>
              <span
                className={sprinkles({ fontSize: 'sm', fontWeight: 'regular', color: 'onSuccessSubtle' })}
              >
                {format(messages.standard.free, { threshold: formatInr(freeDeliveryThreshold, locale) })}
              </span>
            </dd>
            <dt className={styles.factTerm}>{messages.where}</dt>
            <dd className={styles.factValue}>{messages.standard.where}</dd>
          </dl>
        </li>
        <li className={styles.card}>
          <div className={styles.cardHead}>
            <span className={iconTile({ size: 'md' })}>
              <DeliveryGlyph name="express" />
            </span>
            <h3 className={text({ size: 'lg', weight: 'bold' })}>{messages.express.name}</h3>
          </div>
          <dl className={styles.facts}>
            <dt className={styles.factTerm}>{messages.time}</dt>
            <dd className={styles.factValue}>{messages.express.time}</dd>
            <dt className={styles.factTerm}>{messages.charge}</dt>
            <dd className={styles.factValue}>
              <span className={styles.price}>{formatInr(expressFee, locale)}</span>
            </dd>
            <dt className={styles.factTerm}>{messages.where}</dt>
            <dd className={styles.factValue}>{messages.express.where}</dd>
          </dl>
        </li>
      </ul>
    </TitledSection>
  );
}
