import { formatInr, type InrLocale } from '@bazaar/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import type { Language } from '../../messages/language';
import { button } from '../../recipes/button.css';
import { formError, formLabel } from '../../recipes/field.css';
import { figures, tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { FormProblem } from '../FormProblem/FormProblem';
import * as styles from './TestCardForm.css';

const inrLocales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, InrLocale>;

/** idle until Pay; submitting while the provider answers; declined when it refused the card. */
export const testCardFormStatuses = ['idle', 'submitting', 'declined'] as const;
export type TestCardFormStatus = (typeof testCardFormStatuses)[number];

/** What the test provider's confirm call needs, less the payment intent the page holds. */
export interface TestCardDetails {
  /** Digits only, 13 to 19 of them. */
  cardNumber: string;
  /** 1 to 12. */
  expMonth: number;
  /** Four digits. */
  expYear: number;
  /** 3 or 4 digits. */
  cvc: string;
  /** As printed on the card, trimmed. */
  name: string;
}

export interface TestCardFormProps {
  /** The amount to pay, whole rupees, shown on the button. */
  amount: number;
  status: TestCardFormStatus;
  /** The provider's reason when status is declined ("Your card has insufficient funds."). */
  declineReason?: string;
  /** Called with checked details; the page sends them with its payment intent. */
  onSubmit: (details: TestCardDetails) => void;
  /** The day an expiry is compared with; today unless a story fixes it. */
  today?: Date;
}

/** DESIGN.md §3: the offline provider's cards, as Stripe's test mode names them. */
export const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'testSucceeds' },
  { number: '4000 0000 0000 0002', outcome: 'testDeclined' },
  { number: '4000 0000 0000 9995', outcome: 'testInsufficient' },
] as const;

const fields = ['number', 'expiry', 'cvc', 'name'] as const;
type Field = (typeof fields)[number];
type Problem =
  | 'numberRequired'
  | 'numberInvalid'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcInvalid'
  | 'nameRequired';
type Values = Record<Field, string>;

/** Digits in groups of four, as printed on a card: "4242424242424242" → "4242 4242 4242 4242". */
function spacedCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" and "12/28" both read as "12/28"; the slash comes in once the month is typed. */
function typedExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

function problems(values: Values, today: Date): Partial<Record<Field, Problem>> {
  const found: Partial<Record<Field, Problem>> = {};
  const digits = values.number.replace(/\s/g, '');
  if (digits === '') found.number = 'numberRequired';
  else if (!/^\d{13,19}$/.test(digits)) found.number = 'numberInvalid';
  const expiry = parseExpiry(values.expiry);
  if (!expiry) found.expiry = 'expiryInvalid';
  // A card works to the end of its expiry month.
  else if (expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1) {
    found.expiry = 'expiryPast';
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) found.cvc = 'cvcInvalid';
  if (values.name.trim() === '') found.name = 'nameRequired';
  return found;
}

/**
 * The offline test provider's card form (DESIGN.md §3): number, expiry, CVC and name with a message beside
 * each field, the provider's decline reason, and a note of the test cards.
 */
export function TestCardForm({ amount, status, declineReason, onSubmit, today }: TestCardFormProps) {
  const messages = useMessages().payment.card;
  const locale = inrLocales[useLanguage().language];
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ number: '', expiry: '', cvc: '', name: '' });
  const [check, setCheck] = useState<'quiet' | 'shown'>('quiet');
  const submitting = status === 'submitting';

  const found = problems(values, today ?? new Date());
  const shown = check === 'shown' ? found : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const first = fields.find((field) => found[field] !== undefined);
    const expiry = parseExpiry(values.expiry);
    if (first || !expiry) {
      setCheck('shown');
      const control = formRef.current?.elements.namedItem(first ?? 'expiry');
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit({
      cardNumber: values.number.replace(/\s/g, ''),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc.trim(),
      name: values.name.trim(),
    });
  };

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const input = (
    field: Field,
    details: {
      autoComplete: string;
      inputMode?: 'numeric';
      maxLength: number;
      placeholder?: string;
      transform?: (value: string) => string;
    },
  ) => {
    const id = `${baseId}-${field}`;
    const problem = shown[field];
    return (
      <div className={field === 'number' || field === 'name' ? styles.fieldWide : styles.field}>
        <label htmlFor={id} className={formLabel}>
          {messages[field]}
        </label>
        <input
          id={id}
          name={field}
          className={styles.input}
          type="text"
          value={values[field]}
          autoComplete={details.autoComplete}
          inputMode={details.inputMode}
          maxLength={details.maxLength}
          placeholder={details.placeholder}
          required
          readOnly={submitting}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => set(field, details.transform?.(event.target.value) ?? event.target.value)}
        />
        {problem ? (
          <p id={`${id}-error`} className={formError}>
            {messages.errors[problem]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className={tile({ gap: 'lg', padding: 'lg', color: 'text' })}
      aria-labelledby={`${baseId}-title`}
      aria-busy={submitting}
      noValidate
      onSubmit={submit}
    >
      <h3
        id={`${baseId}-title`}
        className={sprinkles({ fontSize: 'md', fontWeight: 'bold', margin: 'none' })}
      >
        {messages.title}
      </h3>
      <div className={styles.grid}>
        {input('number', {
          autoComplete: 'cc-number',
          inputMode: 'numeric',
          maxLength: 23,
          placeholder: '1234 1234 1234 1234',
          transform: spacedCardNumber,
        })}
        {input('expiry', {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          maxLength: 5,
          placeholder: 'MM/YY',
          transform: typedExpiry,
        })}
        {input('cvc', {
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          maxLength: 4,
          transform: (value) => value.replace(/\D/g, ''),
        })}
        {input('name', { autoComplete: 'cc-name', maxLength: 100 })}
      </div>
      {status === 'declined' ? <FormProblem title={messages.declined} detail={declineReason} /> : null}
      {/* aria-disabled, not disabled, while paying: focus stays on the button pressed. */}
      <button
        type="submit"
        className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
        aria-disabled={submitting || undefined}
      >
        {submitting ? messages.submitting : format(messages.pay, { amount: formatInr(amount, locale) })}
      </button>
      <aside className={styles.note} aria-labelledby={`${baseId}-note`}>
        <h4
          id={`${baseId}-note`}
          className={sprinkles({ fontSize: 'sm', fontWeight: 'bold', margin: 'none' })}
        >
          {messages.testTitle}
        </h4>
        <p className={sprinkles({ margin: 'none' })}>{messages.testNote}</p>
        <ul className={styles.cards}>
          {testCards.map((card) => (
            <li key={card.number}>
              <code className={figures({ whiteSpace: 'nowrap', fontFamily: 'inherit' })}>{card.number}</code>{' '}
              — {messages[card.outcome]}
            </li>
          ))}
        </ul>
      </aside>
    </form>
  );
}
