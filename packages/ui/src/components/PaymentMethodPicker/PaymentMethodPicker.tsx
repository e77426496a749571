import type { PaymentMethod } from '@bazaar/domain';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { stack } from '../../theme/layout';
import * as styles from './PaymentMethodPicker.css';

export const paymentMethodPickerHeadingLevels = [2, 3] as const;
export type PaymentMethodPickerHeadingLevel = (typeof paymentMethodPickerHeadingLevels)[number];

export interface PaymentMethodPickerProps {
  /** The method chosen; the page starts with card (SPEC.md §2.9). */
  value: PaymentMethod;
  onValueChange: (method: PaymentMethod) => void;
  /** While a payment is under way the choice is locked. */
  disabled?: boolean;
  headingLevel?: PaymentMethodPickerHeadingLevel;
}

function isPaymentMethod(value: string): value is PaymentMethod {
  return value === 'cod' || value === 'card';
}

/** Card first: it is the default (SPEC.md §2.9), so it leads the list. */
const order = ['card', 'cod'] as const satisfies readonly PaymentMethod[];

/** Cash on Delivery or card, as a radio group: one choice, arrow keys move between them. */
export function PaymentMethodPicker({
  value,
  onValueChange,
  disabled = false,
  headingLevel = 2,
}: PaymentMethodPickerProps) {
  const messages = useMessages().payment;
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={stack({ gap: 'md' })}>
      <Heading id={`${baseId}-title`} className={sectionHeading({ size: 'lg' })}>
        {messages.methodLabel}
      </Heading>
      <RadioGroup.Root
        className={styles.options}
        value={value}
        onValueChange={(next) => {
          if (isPaymentMethod(next)) onValueChange(next);
        }}
        disabled={disabled}
        aria-labelledby={`${baseId}-title`}
      >
        {order.map((method) => (
          <div key={method} className={styles.option} data-method={method}>
            <RadioGroup.Item
              id={`${baseId}-${method}`}
              value={method}
              className={styles.radio}
              aria-describedby={`${baseId}-${method}-hint`}
            >
              <RadioGroup.Indicator className={styles.indicator} />
            </RadioGroup.Item>
            <label htmlFor={`${baseId}-${method}`} className={styles.label}>
              {messages.methods[method]}
            </label>
            <span id={`${baseId}-${method}-hint`} className={styles.hint}>
              {messages.methodHints[method]}
            </span>
          </div>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
