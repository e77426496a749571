import { Checkbox } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { checkmark } from '../../recipes/choice.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from '../LoginForm/AuthForm.css';
import {
  AuthField,
  type AuthFormHeadingLevel,
  AuthFormShell,
  type AuthFormStatus,
  type AuthLinkProps,
  authFormHeadingLevels,
  type CheckState,
  describeEmailProblem,
  describeNewPasswordProblem,
  EmailField,
  PasswordField,
  renderAnchor,
  useAuthInput,
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

export const registerFormHeadingLevels = authFormHeadingLevels;
export type RegisterFormHeadingLevel = AuthFormHeadingLevel;

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
  const termsId = `${id}-terms`;
  const name = useAuthInput(`${id}-name`);
  const email = useAuthInput(`${id}-email`);
  const password = useAuthInput(`${id}-password`);
  const [terms, setTerms] = useState<'unticked' | 'ticked'>('unticked');
  const [check, setCheck] = useState<CheckState>('quiet');
  const pending = status === 'pending';

  const nameProblem = name.value.trim() === '' ? messages.nameRequired : null;
  const emailProblem = describeEmailProblem(email.value, messages);
  const passwordText = describeNewPasswordProblem(password.value, messages);

  const submit = () => {
    const firstInvalid = nameProblem ? name : emailProblem ? email : passwordText ? password : null;
    if (terms === 'unticked') {
      if (firstInvalid) setCheck('shown');
      onTermsMissing();
      return;
    }
    if (firstInvalid) {
      setCheck('shown');
      firstInvalid.inputRef.current?.focus();
      return;
    }
    onSubmit({ name: name.value.trim(), email: email.value.trim(), password: password.value });
  };

  const shown = check === 'shown';
  return (
    <AuthFormShell
      id={id}
      title={messages.registerTitle}
      headingLevel={headingLevel}
      status={status}
      error={error}
      failedTitle={messages.registerFailed}
      submitLabel={messages.register}
      submitInactive={terms === 'unticked'}
      onSubmit={submit}
      switchText={messages.haveAccount}
      switchLink={renderLink({ href: loginHref, className: styles.link, children: messages.login })}
      sellerLoginHref={sellerLoginHref}
      sellerRegisterHref={sellerRegisterHref}
    >
      <AuthField
        {...name}
        label={messages.name}
        type="text"
        autoComplete="name"
        maxLength={CUSTOMER_NAME_MAX_LENGTH}
        readOnly={pending}
        error={shown ? nameProblem : null}
      />
      <EmailField {...email} readOnly={pending} error={shown ? emailProblem : null} />
      <PasswordField {...password} purpose="new" readOnly={pending} error={shown ? passwordText : null} />
      <div className={sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm' })}>
        <Checkbox.Root
          id={termsId}
          className={styles.checkbox}
          checked={terms === 'ticked'}
          onCheckedChange={(checked) => setTerms(checked === true ? 'ticked' : 'unticked')}
          disabled={pending}
          required
        >
          <Checkbox.Indicator className={checkmark} />
        </Checkbox.Root>
        <div className={stack({ gap: 'xxs', minWidth: '0' })}>
          <label htmlFor={termsId} className={sprinkles({ cursor: 'pointer' })}>
            {messages.acceptTerms}
          </label>
          {renderLink({ href: termsHref, className: styles.link, children: messages.readTerms })}
        </div>
      </div>
    </AuthFormShell>
  );
}
