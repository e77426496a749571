import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import * as styles from './AuthForm.css';
import {
  type AuthFormHeadingLevel,
  AuthFormShell,
  type AuthFormStatus,
  type AuthLinkProps,
  authFormHeadingLevels,
  type CheckState,
  describeEmailProblem,
  EmailField,
  PasswordField,
  renderAnchor,
  useAuthInput,
} from './AuthFormParts';

/** What the login call needs: the contract's CustomerLoginRequest. */
export interface LoginFormValues {
  /** Trimmed. */
  email: string;
  /** As typed: spaces belong to a password. */
  password: string;
}

export const loginFormHeadingLevels = authFormHeadingLevels;
export type LoginFormHeadingLevel = AuthFormHeadingLevel;

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
  const email = useAuthInput(`${id}-email`);
  const password = useAuthInput(`${id}-password`);
  const [check, setCheck] = useState<CheckState>('quiet');
  const pending = status === 'pending';

  const emailProblem = describeEmailProblem(email.value, messages);
  const passwordProblem = password.value === '' ? messages.passwordRequired : null;

  const submit = () => {
    if (emailProblem || passwordProblem) {
      setCheck('shown');
      (emailProblem ? email : password).inputRef.current?.focus();
      return;
    }
    onSubmit({ email: email.value.trim(), password: password.value });
  };

  const shown = check === 'shown';
  return (
    <AuthFormShell
      id={id}
      title={messages.loginTitle}
      headingLevel={headingLevel}
      status={status}
      error={error}
      failedTitle={messages.loginFailed}
      submitLabel={messages.login}
      submitInactive={false}
      onSubmit={submit}
      switchText={messages.noAccount}
      switchLink={renderLink({ href: registerHref, className: styles.link, children: messages.register })}
      sellerLoginHref={sellerLoginHref}
      sellerRegisterHref={sellerRegisterHref}
    >
      <EmailField {...email} readOnly={pending} error={shown ? emailProblem : null} />
      <PasswordField
        {...password}
        purpose="current"
        readOnly={pending}
        error={shown ? passwordProblem : null}
      />
    </AuthFormShell>
  );
}
