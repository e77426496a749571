import {
  ChangePasswordForm,
  type ChangePasswordStatus,
  type ChangePasswordValues,
} from '@bazaar/ui/components/ChangePasswordForm';
import { useMessages } from '@bazaar/ui/messages';
import { useState } from 'react';
import { changePassword } from '../../api/account';
import { failureText } from '../../api/failureText';
import { useApiClient, useSession } from '../../session/session';
import { useToast } from '../../toasts/toasts';
import * as styles from './ChangePassword.css';

type Attempt = { status: Exclude<ChangePasswordStatus, 'error'> } | { status: 'error'; message: string };

/**
 * /dashboard/change-password (SPEC.md §2.10). The server ends every session of the customer and answers a
 * fresh token (openapi.yaml, changePassword): kept in place of the old one, it keeps the shopper signed in
 * here while every other device is logged out.
 */
export function ChangePassword() {
  const client = useApiClient();
  const messages = useMessages();
  const toast = useToast();
  const { renewToken } = useSession();
  const [attempt, setAttempt] = useState<Attempt>({ status: 'idle' });

  const submit = async (body: ChangePasswordValues) => {
    setAttempt({ status: 'pending' });
    const result = await changePassword(client, body);
    if (result.status === 'ok') {
      renewToken(result.data.token);
      setAttempt({ status: 'changed' });
      return;
    }
    // A 401 has signed the visitor out already (the session's rejected-token handler); the guard moves on.
    const message = failureText(result, messages.errors);
    setAttempt({ status: 'error', message });
    toast.error(message);
  };

  return (
    <div className={styles.page}>
      <title>{messages.account.documentTitle}</title>
      <ChangePasswordForm
        status={attempt.status}
        {...(attempt.status === 'error' ? { error: attempt.message } : {})}
        onSubmit={(values) => void submit(values)}
      />
      <p className={styles.note}>{messages.account.endsOtherSessions}</p>
    </div>
  );
}
