import type { ApiError, AuthResponse } from '@bazaar/api-client';
import { format, useMessages } from '@bazaar/ui/messages';
import { useState } from 'react';
import { useToast } from '../toasts/toasts';
import { useSession } from './session';

/** What the login or register form shows: idle, waiting for the server, or the reason it failed. */
export type AuthAttempt = { status: 'idle' } | { status: 'pending' } | { status: 'error'; message: string };

/** The typed client's answer to login or register (openapi-fetch's result, narrowed to what is read). */
export interface AuthCallResult {
  data?: AuthResponse;
  error?: ApiError;
  response: Response;
}

type Messages = ReturnType<typeof useMessages>;

/** Seconds from a Retry-After header, when it holds a whole number of them. */
function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  const seconds = Number(header.trim());
  return seconds > 0 ? seconds : null;
}

/**
 * The text a refused login or register shows: the server's own words (SPEC.md §8), except for too many
 * attempts, said in the visitor's language with the wait the server asks for (DESIGN.md §3: rate-limited).
 */
export function authFailureText({ error, response }: AuthCallResult, messages: Messages): string {
  if (response.status === 429) {
    const seconds = retryAfterSeconds(response);
    return seconds === null
      ? messages.auth.tooManyAttemptsMinute
      : format(messages.auth.tooManyAttempts, { seconds });
  }
  // A proxy's 502 with an empty body gives neither data nor error: a failure all the same.
  return error?.error ?? messages.errors.generic;
}

/**
 * Sends login or register and signs the visitor in with the token it answers (SPEC.md §2.5). On success
 * the attempt stays pending: the session is now signed in and the page moves the visitor on. A refusal
 * is shown in the form and as a toast (SPEC.md §8).
 */
export function useAuthSubmit<Values>(send: (values: Values) => Promise<AuthCallResult>) {
  const messages = useMessages();
  const toast = useToast();
  const { signIn } = useSession();
  const [attempt, setAttempt] = useState<AuthAttempt>({ status: 'idle' });

  const submit = async (values: Values) => {
    setAttempt({ status: 'pending' });
    let message: string;
    try {
      const result = await send(values);
      if (result.data) {
        if ((await signIn(result.data.token)) === 'signedIn') return;
        message = messages.auth.accountNotLoaded;
      } else {
        message = authFailureText(result, messages);
      }
    } catch {
      message = messages.errors.unreachable;
    }
    setAttempt({ status: 'error', message });
    toast.error(message);
  };

  return { attempt, submit };
}
