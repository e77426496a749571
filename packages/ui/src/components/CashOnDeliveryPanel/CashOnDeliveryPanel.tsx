import { formatInr, type InrLocale } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import type { Language } from '../../messages/language';
import { button } from '../../recipes/button.css';
import { tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { FormProblem } from '../FormProblem/FormProblem';

const inrLocales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, InrLocale>;

/** idle until Confirm; processing while the choice is recorded (SPEC.md §4: "Processing..."); error when refused. */
export const cashOnDeliveryStatuses = ['idle', 'processing', 'error'] as const;
export type CashOnDeliveryStatus = (typeof cashOnDeliveryStatuses)[number];

export interface CashOnDeliveryPanelProps {
  /** The amount to hand over on delivery, whole rupees (price plus shipping fee). */
  amount: number;
  status: CashOnDeliveryStatus;
  /** The server's text when status is error. */
  error?: string;
  onConfirm: () => void;
}

/** Cash on delivery: what will be paid at the door and the button that confirms the order. */
export function CashOnDeliveryPanel({ amount, status, error, onConfirm }: CashOnDeliveryPanelProps) {
  const messages = useMessages().payment;
  const locale = inrLocales[useLanguage().language];
  const processing = status === 'processing';
  return (
    <div
      className={tile({ alignItems: 'flex-start', gap: 'md', color: 'text', padding: 'lg' })}
      aria-busy={processing}
    >
      <p className={sprinkles({ margin: 'none' })}>
        {format(messages.cod.text, { amount: formatInr(amount, locale) })}
      </p>
      {/* aria-disabled, not disabled, while processing: focus stays on the button pressed. */}
      <button
        type="button"
        className={button({ variant: 'primary', size: 'lg' })}
        aria-disabled={processing || undefined}
        onClick={() => {
          if (!processing) onConfirm();
        }}
      >
        {processing ? messages.cod.processing : messages.cod.confirm}
      </button>
      {status === 'error' ? <FormProblem title={messages.cod.failed} detail={error} /> : null}
    </div>
  );
}
