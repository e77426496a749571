import { EMAIL_MAX_LENGTH, isValidEmail } from '@bazaar/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useShellMessages } from '../../messages/LanguageProvider';
import * as styles from './NewsletterForm.css';

export const newsletterStatuses = [
  'idle',
  'submitting',
  'subscribed',
  'alreadySubscribed',
  'invalid',
  'error',
] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** What the app's subscribe call came to. `message` is the server's text for a refused address. */
export type NewsletterResult =
  | { status: 'subscribed' }
  | { status: 'alreadySubscribed' }
  | { status: 'error'; message?: string };

export interface NewsletterFormState {
  status: NewsletterStatus;
  email: string;
  /** The server's own words for an error; the shop's message otherwise. */
  message?: string;
}

export interface NewsletterFormProps {
  /** Called with a trimmed address that passed isValidEmail; a rejected promise counts as an error. */
  onSubscribe: (email: string) => Promise<NewsletterResult>;
  /** Where the form starts: `idle` and empty unless a review story shows another state. */
  initialState?: NewsletterFormState;
}

const idle: NewsletterFormState = { status: 'idle', email: '' };

/** The footer's e-mail subscribe box: checks the address, subscribes it and says what happened beside it. */
export function NewsletterForm({ onSubscribe, initialState = idle }: NewsletterFormProps) {
  const messages = useShellMessages().footer;
  const [state, setState] = useState<NewsletterFormState>(initialState);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();
  const { status } = state;
  const problem = status === 'invalid' || status === 'error';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const email = state.email.trim();
    if (!isValidEmail(email)) {
      setState({ status: 'invalid', email: state.email });
      inputRef.current?.focus();
      return;
    }
    setState({ status: 'submitting', email });
    let result: NewsletterResult;
    try {
      result = await onSubscribe(email);
    } catch {
      result = { status: 'error' };
    }
    setState(
      result.status === 'error'
        ? { status: 'error', email, ...(result.message ? { message: result.message } : {}) }
        : { status: result.status, email },
    );
  };

  const text = (() => {
    switch (status) {
      case 'subscribed':
        return messages.subscribed;
      case 'alreadySubscribed':
        return messages.alreadySubscribed;
      case 'invalid':
        return messages.invalidEmail;
      case 'error':
        return state.message ?? messages.subscribeFailed;
      default:
        return '';
    }
  })();

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-status={status}>
      <label className={styles.label} htmlFor={inputId}>
        {messages.emailAddress}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={messages.emailPlaceholder}
          value={state.email}
          readOnly={status === 'submitting'}
          aria-invalid={problem}
          aria-describedby={messageId}
          onChange={(event) => setState({ status: 'idle', email: event.target.value })}
        />
        <button
          type="submit"
          className={styles.button}
          aria-disabled={status === 'submitting'}
          data-pending={status === 'submitting'}
        >
          {status === 'submitting' ? messages.subscribing : messages.subscribe}
        </button>
      </div>
      {/* Present from the start, so screen readers announce the text that later appears in it. */}
      <p
        id={messageId}
        className={styles.message}
        data-tone={problem ? 'danger' : 'success'}
        aria-live="polite"
      >
        {text}
      </p>
    </form>
  );
}
