import type { ApiClient, Customer } from '@bazaar/api-client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** Where the login token lives (SPEC.md §3). */
export const TOKEN_KEY = 'customerToken';

export type Session =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; customer: Customer; token: string };

interface SessionContextValue {
  session: Session;
  /** Keeps a token from login or register and loads the customer it belongs to. */
  signIn: (token: string) => Promise<void>;
  /** Forgets the token locally (the server-side logout call belongs to the caller). */
  signOut: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The signed-in customer, checked with the server at start (`GET /customer/me`): an expired or revoked token
 * signs the visitor out cleanly instead of failing later, screen by screen.
 */
export function SessionProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const [session, setSession] = useState<Session>(() =>
    storedToken() ? { status: 'checking' } : { status: 'signedOut' },
  );

  const load = useCallback(
    async (token: string) => {
      try {
        const { data } = await client.GET('/customer/me', { headers: { authorization: `Bearer ${token}` } });
        if (data) {
          setSession({ status: 'signedIn', customer: data.customer, token });
          return;
        }
        localStorage.removeItem(TOKEN_KEY);
        setSession({ status: 'signedOut' });
      } catch {
        // Offline: keep the visitor signed out for now rather than pretend; the token stays for the next visit.
        setSession({ status: 'signedOut' });
      }
    },
    [client],
  );

  useEffect(() => {
    const token = storedToken();
    if (token) void load(token);
  }, [load]);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      signIn: async (token) => {
        localStorage.setItem(TOKEN_KEY, token);
        await load(token);
      },
      signOut: () => {
        localStorage.removeItem(TOKEN_KEY);
        setSession({ status: 'signedOut' });
      },
    }),
    [session, load],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it');
  return value;
}
