import { Tooltip } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import * as styles from './AuthForm.css';

/** The status of a form that sends to the server: idle until sent, pending while waiting, error when refused. */
export const authFormStatuses = ['idle', 'pending', 'error'] as const;
export type AuthFormStatus = (typeof authFormStatuses)[number];

export interface AuthLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export function renderAnchor({ href, className, children }: AuthLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** Field messages stay hidden until the first attempt to send, then follow every change. */
export type CheckState = 'quiet' | 'shown';

export interface AuthFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The problem to show beside the field, or null when there is none (or none shown yet). */
  error: string | null;
  /** Said under the field while there is no error, e.g. the password rule. */
  hint?: string;
  maxLength?: number;
  readOnly: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its rule or problem beside it, tied to it for screen readers. */
export function AuthField({
  id,
  label,
  value,
  onChange,
  type,
  autoComplete,
  error,
  hint,
  maxLength,
  readOnly,
  inputRef,
}: AuthFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        readOnly={readOnly}
        maxLength={maxLength}
        spellCheck={type === 'text' ? undefined : false}
        aria-invalid={error !== null}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The submit button: its label, or the loader and "Please wait…" while the form waits for the server. */
export function SubmitButton({
  label,
  pending,
  inactive,
}: {
  label: string;
  pending: boolean;
  inactive: boolean;
}) {
  const messages = useMessages().auth;
  return (
    // aria-disabled, not disabled: the button keeps focus while pending, and a press with the terms unticked
    // still reaches the form so it can say why (SPEC.md §5).
    <button
      type="submit"
      className={button({ variant: 'primary', fullWidth: true })}
      aria-disabled={pending || inactive}
      data-pending={pending}
    >
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {messages.pleaseWait}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** The server's reason for refusing, beside the form as well as in the page's toast (SPEC.md §8). */
export function FormProblem({ title, detail }: { title: string; detail: string | undefined }) {
  return (
    <p className={styles.problem} role="alert">
      <span className={styles.problemTitle}>{title}</span>
      {detail ? <span>{detail}</span> : null}
    </p>
  );
}

/**
 * SPEC.md §2.5: "Continue with Google" is on the page but does nothing yet. A disabled <button> gets no pointer
 * or focus events, so it could never show why; this one is aria-disabled instead: it stays in the tab order,
 * is announced as unavailable, ignores presses, and its tooltip opens on hover and on keyboard focus.
 */
export function GoogleButton() {
  const messages = useMessages().auth;
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className={button({ variant: 'secondary', fullWidth: true })}
            aria-disabled="true"
            onClick={(event) => event.preventDefault()}
          >
            {messages.continueWithGoogle}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.tooltip} side="top" sideOffset={6}>
            {messages.googleUnavailable}
            <Tooltip.Arrow className={styles.tooltipArrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

export interface SellerLinksProps {
  sellerLoginHref: string;
  sellerRegisterHref: string;
}

/** SPEC.md §1: the seller site is separate, so these are plain links that leave the storefront. */
export function SellerLinks({ sellerLoginHref, sellerRegisterHref }: SellerLinksProps) {
  const messages = useMessages().auth;
  return (
    <nav className={styles.sellers} aria-label={messages.sellers}>
      <p className={styles.sellersTitle}>{messages.sellers}</p>
      <ul className={styles.sellerLinks}>
        <li>
          <a
            href={sellerLoginHref}
            className={`${button({ variant: 'secondary', size: 'sm', fullWidth: true })} ${styles.sellerLink}`}
          >
            {messages.loginAsSeller}
          </a>
        </li>
        <li>
          <a
            href={sellerRegisterHref}
            className={`${button({ variant: 'secondary', size: 'sm', fullWidth: true })} ${styles.sellerLink}`}
          >
            {messages.registerAsSeller}
          </a>
        </li>
      </ul>
    </nav>
  );
}
