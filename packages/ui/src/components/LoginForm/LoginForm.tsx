import { EMAIL_MAX_LENGTH, isValidEmail, PASSWORD_MAX_LENGTH } from '@bazaar/domain';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import * as styles from './AuthForm.css';
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
} from './AuthFormParts';

/** What the login call needs: the contract's CustomerLoginRequest. */
export interface LoginFormValues {
  /** Trimmed. */
  email: string;
  /** As typed: spaces belong to a password. */
  password: string;
}

export const loginFormHeadingLevels = [1, 2] as const;
export type LoginFormHeadingLevel = (typeof loginFormHeadingLevels)[number];

export interface LoginFormProps {
  /** idle until sent; pending while the page waits for the server; error when it refused. */
  status: AuthFormStatus;
  /** The server's explanation, shown in the form when status is error (the page also toasts it). */
  error?: string;
  /** Called with a well-formed e-mail address and a non-empty password. */
  onSubmit: (values: LoginFormValues) => void;
  /** The register page: /register in the storefront. */
  registerHref: string;
  /** The separate seller site's login and registration pages (SPEC.md §1). */
  sellerLoginHref: string;
  sellerRegisterHref: string;
  /** Draws the in-shop link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: AuthLinkProps) => ReactNode;
  headingLevel?: LoginFormHeadingLevel;
}

/** SPEC.md §2.5 and §5: e-mail and password, both required, with a message beside each field. */
export function LoginForm({
  status,
  error,
  onSubmit,
  registerHref,
  sellerLoginHref,
  sellerRegisterHref,
  renderLink = renderAnchor,
  headingLevel = 1,
}: LoginFormProps) {
  const messages = useMessages().auth;
  const id = useId();
  const titleId = `${id}-title`;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [check, setCheck] = useState<CheckState>('quiet');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const pending = status === 'pending';

  const emailProblem =
    email.trim() === '' ? messages.emailRequired : isValidEmail(email) ? null : messages.emailInvalid;
  const passwordProblem = password === '' ? messages.passwordRequired : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (emailProblem || passwordProblem) {
      setCheck('shown');
      (emailProblem ? emailRef : passwordRef).current?.focus();
      return;
    }
    onSubmit({ email: email.trim(), password });
  };

  const shown = check === 'shown';
  return (
    <form className={styles.form} aria-labelledby={titleId} aria-busy={pending} noValidate onSubmit={submit}>
      <Heading id={titleId} className={styles.title}>
        {messages.loginTitle}
      </Heading>
      <div className={styles.fields}>
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
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          maxLength={PASSWORD_MAX_LENGTH}
          readOnly={pending}
          error={shown ? passwordProblem : null}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton label={messages.login} pending={pending} inactive={false} />
        {status === 'error' ? <FormProblem title={messages.loginFailed} detail={error} /> : null}
        <p className={styles.divider}>{messages.or}</p>
        <GoogleButton />
      </div>
      <p className={styles.switchLine}>
        {messages.noAccount}{' '}
        {renderLink({ href: registerHref, className: styles.link, children: messages.register })}
      </p>
      <SellerLinks sellerLoginHref={sellerLoginHref} sellerRegisterHref={sellerRegisterHref} />
    </form>
  );
}
