import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '@bazaar/domain';
import { Tooltip } from 'radix-ui';
import { type FormEvent, type ReactNode, type Ref, type RefObject, useRef, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import type { Messages } from '../../messages/messageTypes';
import { button } from '../../recipes/button.css';
import { formError, formField, formHint, formLabel } from '../../recipes/field.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { spinner } from '../../recipes/spinner.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { FormProblem } from '../FormProblem/FormProblem';
import * as styles from './AuthForm.css';

/** The status of a form that sends to the server: idle until sent, pending while waiting, error when refused. */
export const authFormStatuses = ['idle', 'pending', 'error'] as const;
export type AuthFormStatus = (typeof authFormStatuses)[number];

export const authFormHeadingLevels = [1, 2] as const;
export type AuthFormHeadingLevel = (typeof authFormHeadingLevels)[number];

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
    <div className={formField()}>
      <label htmlFor={id} className={formLabel}>
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
        <p id={hintId} className={formHint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={formError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a form tells AuthField about one of its inputs; the field's kind fixes the rest. */
export type PresetFieldProps = Pick<
  AuthFieldProps,
  'id' | 'value' | 'onChange' | 'error' | 'readOnly' | 'inputRef'
>;

/** One input's text and element, spread onto its field; the ref lets the form focus the first problem. */
export interface AuthInput {
  id: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function useAuthInput(id: string): AuthInput {
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  return { id, value, onChange: setValue, inputRef };
}

export function EmailField(props: PresetFieldProps) {
  const messages = useMessages().auth;
  return (
    <AuthField
      {...props}
      label={messages.email}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
    />
  );
}

export interface PasswordFieldProps extends PresetFieldProps {
  /**
   * current: the password of an existing account; new: one being chosen, so the rule is said under it;
   * confirm: the chosen one typed again, which password managers fill like a new one.
   */
  purpose: 'current' | 'new' | 'confirm';
  /** "Password" when left out; a form with more than one password names each. */
  label?: string;
}

export function PasswordField({ purpose, label, ...props }: PasswordFieldProps) {
  const messages = useMessages().auth;
  return (
    <AuthField
      {...props}
      label={label ?? messages.password}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={purpose === 'new' ? format(messages.passwordHint, { min: PASSWORD_MIN_LENGTH }) : undefined}
    />
  );
}

/** The e-mail's problem as the text to show (missing, or not well formed), or null when there is none. */
export function describeEmailProblem(email: string, messages: Messages['auth']): string | null {
  return email.trim() === '' ? messages.emailRequired : isValidEmail(email) ? null : messages.emailInvalid;
}

/** The domain's rule for a password being chosen, as the text to show, or null when it passes. */
export function describeNewPasswordProblem(password: string, messages: Messages['auth']): string | null {
  const rule = passwordProblem(password);
  return rule === 'required'
    ? messages.passwordRequired
    : rule === 'tooShort'
      ? format(messages.passwordTooShort, { min: PASSWORD_MIN_LENGTH })
      : rule === 'tooLong'
        ? format(messages.passwordTooLong, { max: PASSWORD_MAX_LENGTH })
        : null;
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
          <span className={spinner()} aria-hidden="true" />
          {messages.pleaseWait}
        </>
      ) : (
        label
      )}
    </button>
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
    <nav
      className={stack({ gap: 'sm', margin: 'none', padding: 'none', border: 'none' })}
      aria-label={messages.sellers}
    >
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

export interface AuthFormShellProps {
  /** The form's own useId, so the title's id shares its prefix with the fields' ids. */
  id: string;
  title: string;
  headingLevel: AuthFormHeadingLevel;
  status: AuthFormStatus;
  /** The server's explanation, shown under failedTitle when status is error. */
  error: string | undefined;
  failedTitle: string;
  submitLabel: string;
  /** Looks disabled though not pending (the terms unticked, say); a press still reaches onSubmit. */
  submitInactive: boolean;
  /** Called on a press while not pending; the form checks its fields and sends. */
  onSubmit: () => void;
  /** The line that leads to the other form: its question, then its link. */
  switchText: string;
  switchLink: ReactNode;
  sellerLoginHref: string;
  sellerRegisterHref: string;
  children: ReactNode;
}

/** SPEC.md §2.5: what the login and register forms share around their fields. */
export function AuthFormShell({
  id,
  title,
  headingLevel,
  status,
  error,
  failedTitle,
  submitLabel,
  submitInactive,
  onSubmit,
  switchText,
  switchLink,
  sellerLoginHref,
  sellerRegisterHref,
  children,
}: AuthFormShellProps) {
  const messages = useMessages().auth;
  const titleId = `${id}-title`;
  const Heading = `h${headingLevel}` as const;
  const pending = status === 'pending';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onSubmit();
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} aria-busy={pending} noValidate onSubmit={submit}>
      <Heading id={titleId} className={sectionHeading({ size: 'xl' })}>
        {title}
      </Heading>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <SubmitButton label={submitLabel} pending={pending} inactive={submitInactive} />
        {status === 'error' ? <FormProblem title={failedTitle} detail={error} /> : null}
        <p className={styles.divider}>{messages.or}</p>
        <GoogleButton />
      </div>
      <p className={sprinkles({ textAlign: 'center', margin: 'none' })}>
        {switchText} {switchLink}
      </p>
      <SellerLinks sellerLoginHref={sellerLoginHref} sellerRegisterHref={sellerRegisterHref} />
    </form>
  );
}
