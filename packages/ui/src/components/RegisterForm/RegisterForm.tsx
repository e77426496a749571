import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '@bazaar/domain';
import { Checkbox } from 'radix-ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import * as styles from '../LoginForm/AuthForm.css';
import {
  AuthField,
  type AuthFormStatus,
  type AuthLinkProps,
  type CheckState,
  FormProblem,
  GoogleButton,
  renderAnchor,
  SellerLinks,
  SubmitButton,
} from '../LoginForm/AuthFormParts';

/** What the register call needs: the contract's CustomerRegisterRequest. */
export interface RegisterFormValues {
  /** Trimmed, never empty. */
  name: string;
  /** Trimmed, well formed. */
  email: string;
  /** As typed; passes the domain's password rule. */
  password: string;
}

/** The contract's limit on a customer's name. */
export const CUSTOMER_NAME_MAX_LENGTH = 100;

export const registerFormHeadingLevels = [1, 2] as const;
export type RegisterFormHeadingLevel = (typeof registerFormHeadingLevels)[number];

export interface RegisterFormProps {
  /** idle until sent; pending while the page waits for the server; error when it refused. */
  status: AuthFormStatus;
  /** The server's explanation (an e-mail already registered, say), shown in the form when status is error. */
  error?: string;
  /** Called with valid values once the terms are ticked. */
  onSubmit: (values: RegisterFormValues) => void;
  /** Register was pressed with the terms unticked: the page toasts "Please accept…" (SPEC.md §5, §8). */
  onTermsMissing: () => void;
  /** The login page: /login in the storefront. */
  loginHref: string;
  /** The Terms & Conditions page: /terms in the storefront. */
  termsHref: string;
  sellerLoginHref: string;
  sellerRegisterHref: string;
  /** Draws the in-shop links, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: AuthLinkProps) => ReactNode;
  headingLevel?: RegisterFormHeadingLevel;
}

/**
 * SPEC.md §2.5 and §5: name, e-mail and password, all required, and the terms checkbox. Register looks
 * disabled until the terms are ticked and while the form waits; pressed anyway with the terms unticked, it
 * asks the page to say why instead of sending.
 */
export function RegisterForm({
  status,
  error,
  onSubmit,
  onTermsMissing,
  loginHref,
  termsHref,
  sellerLoginHref,
  sellerRegisterHref,
  renderLink = renderAnchor,
  headingLevel = 1,
}: RegisterFormProps) {
  const messages = useMessages().auth;
  const id = useId();
  const titleId = `${id}-title`;
  const termsId = `${id}-terms`;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState<'unticked' | 'ticked'>('unticked');
  const [check, setCheck] = useState<CheckState>('quiet');
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const pending = status === 'pending';

  const nameProblem = name.trim() === '' ? messages.nameRequired : null;
  const emailProblem =
    email.trim() === '' ? messages.emailRequired : isValidEmail(email) ? null : messages.emailInvalid;
  const passwordRule = passwordProblem(password);
  const passwordText =
    passwordRule === 'required'
      ? messages.passwordRequired
      : passwordRule === 'tooShort'
        ? format(messages.passwordTooShort, { min: PASSWORD_MIN_LENGTH })
        : passwordRule === 'tooLong'
          ? format(messages.passwordTooLong, { max: PASSWORD_MAX_LENGTH })
          : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const firstInvalid = nameProblem ? nameRef : emailProblem ? emailRef : passwordText ? passwordRef : null;
    if (terms === 'unticked') {
      if (firstInvalid) setCheck('shown');
      onTermsMissing();
      return;
    }
    if (firstInvalid) {
      setCheck('shown');
      firstInvalid.current?.focus();
      return;
    }
    onSubmit({ name: name.trim(), email: email.trim(), password });
  };

  const shown = check === 'shown';
  return (
    <form className={styles.form} aria-labelledby={titleId} aria-busy={pending} noValidate onSubmit={submit}>
      <Heading id={titleId} className={styles.title}>
        {messages.registerTitle}
      </Heading>
      <div className={styles.fields}>
        <AuthField
          id={`${id}-name`}
          inputRef={nameRef}
          label={messages.name}
          type="text"
          autoComplete="name"
          value={name}
          onChange={setName}
          maxLength={CUSTOMER_NAME_MAX_LENGTH}
          readOnly={pending}
          error={shown ? nameProblem : null}
        />
        <AuthField
          id={`${id}-email`}
          inputRef={emailRef}
          label={messages.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          maxLength={EMAIL_MAX_LENGTH}
          readOnly={pending}
          error={shown ? emailProblem : null}
        />
        <AuthField
          id={`${id}-password`}
          inputRef={passwordRef}
          label={messages.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          maxLength={PASSWORD_MAX_LENGTH}
          readOnly={pending}
          hint={format(messages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          error={shown ? passwordText : null}
        />
        <div className={styles.checkRow}>
          <Checkbox.Root
            id={termsId}
            className={styles.checkbox}
            checked={terms === 'ticked'}
            onCheckedChange={(checked) => setTerms(checked === true ? 'ticked' : 'unticked')}
            disabled={pending}
            required
          >
            <Checkbox.Indicator className={styles.checkmark} />
          </Checkbox.Root>
          <div className={styles.checkLabel}>
            <label htmlFor={termsId} className={styles.checkText}>
              {messages.acceptTerms}
            </label>
            {renderLink({ href: termsHref, className: styles.link, children: messages.readTerms })}
          </div>
        </div>
      </div>
      <div className={styles.actions}>
        <SubmitButton label={messages.register} pending={pending} inactive={terms === 'unticked'} />
        {status === 'error' ? <FormProblem title={messages.registerFailed} detail={error} /> : null}
        <p className={styles.divider}>{messages.or}</p>
        <GoogleButton />
      </div>
      <p className={styles.switchLine}>
        {messages.haveAccount}{' '}
        {renderLink({ href: loginHref, className: styles.link, children: messages.login })}
      </p>
      <SellerLinks sellerLoginHref={sellerLoginHref} sellerRegisterHref={sellerRegisterHref} />
    </form>
  );
}
