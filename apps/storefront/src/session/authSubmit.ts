import type { AuthResponse } from '@bazaar/api-client';
import { format, useMessages } from '@bazaar/ui/messages';
import { useState } from 'react';
import { failureText } from '../api/failureText';
import type { ApiFailure, ApiResult } from '../api/result';
import { useToast } from '../toasts/toasts';
import { useSession } from './session';

/** What the login or register form shows: idle, waiting for the server, or the reason it failed. */
export type AuthAttempt = { status: 'idle' } | { status: 'pending' } | { status: 'error'; message: string };

type Messages = ReturnType<typeof useMessages>;

/**
 * The text a refused login or register shows: the server's own words (SPEC.md §8), except for too many
 * attempts, said in the visitor's language with the wait the server asks for (DESIGN.md §3: rate-limited).
 */
export function authFailureText(failure: ApiFailure, messages: Messages): string {
  if (failure.httpStatus === 429) {
    const seconds = failure.retryAfterSeconds;
    return seconds === null
      ? messages.auth.tooManyAttemptsMinute
      : format(messages.auth.tooManyAttempts, { seconds });
  }
  return failureText(failure, messages.errors);
}

/**
 * Sends login or register and signs the visitor in with the token it answers (SPEC.md §2.5). On success
 * the attempt stays pending: the session is now signed in and the page moves the visitor on. A refusal
 * is shown in the form and as a toast (SPEC.md §8).
 */
export function useAuthSubmit<Values>(send: (values: Values) => Promise<ApiResult<AuthResponse>>) {
  const messages = useMessages();
  const toast = useToast();
  const { signIn } = useSession();
  const [attempt, setAttempt] = useState<AuthAttempt>({ status: 'idle' });

  const submit = async (values: Values) => {
    setAttempt({ status: 'pending' });
    let message: string;
    const result = await send(values);
    if (result.status === 'ok') {
      if ((await signIn(result.data.token)) === 'signedIn') return;
      message = messages.auth.accountNotLoaded;
    } else {
      message = authFailureText(result, messages);
    }
    setAttempt({ status: 'error', message });
    toast.error(message);
  };

  return { attempt, submit };
}
