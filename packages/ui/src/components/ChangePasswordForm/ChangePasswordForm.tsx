import { type FormEvent, useId, useRef, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { FormProblem } from '../FormProblem/FormProblem';
import * as styles from '../LoginForm/AuthForm.css';
import {
  type CheckState,
  describeNewPasswordProblem,
  PasswordField,
  type PresetFieldProps,
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
  const inputIds: Record<keyof ChangePasswordValues, string> = {
    old_password: `${id}-old`,
    new_password: `${id}-new`,
    confirm_password: `${id}-confirm`,
  };
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

  const shown = check === 'shown';
  const fieldProps = (field: keyof ChangePasswordValues): PresetFieldProps => ({
    id: inputIds[field],
    inputRef: refs[field],
    value: values[field],
    onChange: (value) => setValues((current) => ({ ...current, [field]: value })),
    readOnly: pending,
    error: shown ? problems[field] : null,
  });

  return (
    <form className={styles.form} aria-labelledby={titleId} aria-busy={pending} noValidate onSubmit={submit}>
      <Heading id={titleId} className={sectionHeading({ size: 'xl' })}>
        {text.changePassword}
      </Heading>
      <div className={styles.fields}>
        <PasswordField {...fieldProps('old_password')} label={text.oldPassword} purpose="current" />
        <PasswordField {...fieldProps('new_password')} label={text.newPassword} purpose="new" />
        <PasswordField {...fieldProps('confirm_password')} label={text.confirmPassword} purpose="confirm" />
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
