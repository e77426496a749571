import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bazaar/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import * as styles from '../LoginForm/AuthForm.css';
import {
  AuthField,
  type CheckState,
  describeNewPasswordProblem,
  FormProblem,
  SubmitButton,
} from '../LoginForm/AuthFormParts';

/** idle until sent; pending while the page waits; changed after a success; error when the server refused. */
export const changePasswordStatuses = ['idle', 'pending', 'changed', 'error'] as const;
export type ChangePasswordStatus = (typeof changePasswordStatuses)[number];

/** The contract's ChangePasswordRequest, field names as it spells them. */
export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export const changePasswordHeadingLevels = [1, 2] as const;
export type ChangePasswordHeadingLevel = (typeof changePasswordHeadingLevels)[number];

export interface ChangePasswordFormProps {
  status: ChangePasswordStatus;
  /** The server's explanation (the old password is wrong, say), shown in the form when status is error. */
  error?: string;
  /** Called once the old password is given, the new one passes the rule and differs from it, and both match. */
  onSubmit: (values: ChangePasswordValues) => void;
  headingLevel?: ChangePasswordHeadingLevel;
}

const empty: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

/**
 * SPEC.md §2.10: old_password, new_password and confirm_password. SPEC shows no validation; Bazaar checks
 * what the server would refuse, beside each field, before sending. After a success the fields are cleared.
 */
export function ChangePasswordForm({ status, error, onSubmit, headingLevel = 1 }: ChangePasswordFormProps) {
  const messages = useMessages();
  const text = messages.account;
  const id = useId();
  const titleId = `${id}-title`;
  const [values, setValues] = useState<ChangePasswordValues>(empty);
  const [check, setCheck] = useState<CheckState>('quiet');
  const [clearedFor, setClearedFor] = useState<ChangePasswordStatus>(status);
  const refs = {
    old_password: useRef<HTMLInputElement>(null),
    new_password: useRef<HTMLInputElement>(null),
    confirm_password: useRef<HTMLInputElement>(null),
  };
  const Heading = `h${headingLevel}` as const;
  const pending = status === 'pending';

  // A success clears what was typed: the passwords must not linger on screen (set during render, React's
  // documented way to adjust state to a prop change).
  if (clearedFor !== status) {
    setClearedFor(status);
    if (status === 'changed') {
      setValues(empty);
      setCheck('quiet');
    }
  }

  const problems: Record<keyof ChangePasswordValues, string | null> = {
    old_password: values.old_password === '' ? text.oldPasswordRequired : null,
    new_password:
      describeNewPasswordProblem(values.new_password, messages.auth) ??
      (values.new_password === values.old_password ? text.sameAsOld : null),
    confirm_password:
      values.confirm_password === ''
        ? text.confirmRequired
        : values.confirm_password !== values.new_password
          ? text.confirmMismatch
          : null,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fields = ['old_password', 'new_password', 'confirm_password'] as const;
    const firstInvalid = fields.find((field) => problems[field] !== null);
    if (firstInvalid) {
      setCheck('shown');
      refs[firstInvalid].current?.focus();
      return;
    }
    onSubmit(values);
  };

  const change = (field: keyof ChangePasswordValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const shown = check === 'shown';

  return (
    <form className={styles.form} aria-labelledby={titleId} aria-busy={pending} noValidate onSubmit={submit}>
      <Heading id={titleId} className={styles.title}>
        {text.changePassword}
      </Heading>
      <div className={styles.fields}>
        <AuthField
          id={`${id}-old`}
          inputRef={refs.old_password}
          label={text.oldPassword}
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={change('old_password')}
          maxLength={PASSWORD_MAX_LENGTH}
          readOnly={pending}
          error={shown ? problems.old_password : null}
        />
        <AuthField
          id={`${id}-new`}
          inputRef={refs.new_password}
          label={text.newPassword}
          type="password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={change('new_password')}
          maxLength={PASSWORD_MAX_LENGTH}
          readOnly={pending}
          hint={format(messages.auth.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          error={shown ? problems.new_password : null}
        />
        <AuthField
          id={`${id}-confirm`}
          inputRef={refs.confirm_password}
          label={text.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={change('confirm_password')}
          maxLength={PASSWORD_MAX_LENGTH}
          readOnly={pending}
          error={shown ? problems.confirm_password : null}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton label={text.submit} pending={pending} inactive={false} />
        {status === 'error' ? <FormProblem title={text.changeFailed} detail={error} /> : null}
        {/* Present from the start, so screen readers announce the success when it appears in it. */}
        <div role="status">
          {status === 'changed' ? <p className={styles.success}>{text.changed}</p> : null}
        </div>
      </div>
    </form>
  );
}
