import type { ApiClient, Customer } from '@bazaar/api-client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { rejectedTokenMiddleware, storedToken, TOKEN_KEY } from '../apiClient';
import { checkToken, type LoadFailure } from './signedOutRule';

export { TOKEN_KEY } from '../apiClient';

export type Session =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; customer: Customer; token: string }
  /**
   * A kept token the server could not check (unreachable, failing, a proxy's 502): still signed in as far as
   * anyone knows, so it is kept, and the pages for customers show the failure with Retry (`retry`).
   */
  | { status: 'unconfirmed'; token: string; failure: LoadFailure };

/** How a sign-in ended: the customer is loaded, the server refused the token, or it could not be checked. */
export type SignInResult = 'signedIn' | 'signedOut' | 'unconfirmed';

interface SessionContextValue {
  session: Session;
  /** Keeps a token from login or register and loads the customer it belongs to. */
  signIn: (token: string) => Promise<SignInResult>;
  /**
   * Puts a fresh token of the same customer in place of the current one (a password change answers one and
   * ends the old): the customer stays signed in, with no checking in between.
   */
  renewToken: (token: string) => void;
  /** Forgets the token locally (the server-side logout call belongs to the caller). */
  signOut: () => void;
  /** Checks the kept token again (Retry after `unconfirmed`). */
  retry: () => Promise<SignInResult>;
}

const SessionContext = createContext<SessionContextValue | null>(null);
const ClientContext = createContext<ApiClient | null>(null);

function forgetToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * The signed-in customer, checked with the server at start (`GET /customer/me`). Whenever the server
 * refuses the kept token (401 to any call, see rejectedTokenMiddleware) the visitor is signed out cleanly
 * instead of failing later, screen by screen; a check that fails any other way (signedOutRule.ts) keeps the
 * token and leaves the session `unconfirmed` until Retry. A sign-in or sign-out in another tab is followed
 * here.
 */
export function SessionProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const [session, setSession] = useState<Session>(() =>
    storedToken() ? { status: 'checking' } : { status: 'signedOut' },
  );

  const signOut = useCallback(() => {
    forgetToken();
    setSession({ status: 'signedOut' });
  }, []);

  useEffect(() => {
    const middleware = rejectedTokenMiddleware(signOut);
    client.use(middleware);
    return () => client.eject(middleware);
  }, [client, signOut]);

  const load = useCallback(
    async (token: string): Promise<SignInResult> => {
      const checked = await checkToken(client, token);
      // A sign-out or another sign-in while this was on its way wins over it.
      if (storedToken() !== token) return 'signedOut';
      if (checked.status === 'signedIn') {
        setSession({ status: 'signedIn', customer: checked.customer, token });
        return 'signedIn';
      }
      if (checked.status === 'signedOut') {
        // The rejected-token middleware has forgotten the token already; this makes sure of it.
        signOut();
        return 'signedOut';
      }
      setSession({ status: 'unconfirmed', token, failure: checked });
      return 'unconfirmed';
    },
    [client, signOut],
  );

  useEffect(() => {
    const token = storedToken();
    if (token) void load(token);
  }, [load]);

  // Another tab logged out, or in as someone else: this one follows (the token is shared storage).
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const token = storedToken();
      if (!token) {
        setSession({ status: 'signedOut' });
        return;
      }
      // A signed-in tab keeps showing its customer until the new token is confirmed: no loader flashes.
      setSession((current) => (current.status === 'signedIn' ? current : { status: 'checking' }));
      void load(token);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [load]);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      signIn: async (token) => {
        localStorage.setItem(TOKEN_KEY, token);
        return load(token);
      },
      renewToken: (token) => {
        localStorage.setItem(TOKEN_KEY, token);
        setSession((current) => (current.status === 'signedIn' ? { ...current, token } : current));
        if (session.status !== 'signedIn') void load(token);
      },
      signOut,
      retry: async () => {
        const token = storedToken();
        if (!token) {
          setSession({ status: 'signedOut' });
          return 'signedOut';
        }
        setSession({ status: 'checking' });
        return load(token);
      },
    }),
    [session, load, signOut],
  );
  return (
    <ClientContext.Provider value={client}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </ClientContext.Provider>
  );
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it');
  return value;
}

/**
 * The API client the session signs (the one the routes' loaders use), for the pages' own calls as the
 * visitor acts: the account pages' (login, register, logout, change password), whose answers change the
 * session itself, and the cart, wishlist, checkout, payment and chat calls.
 */
export function useApiClient(): ApiClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApiClient needs a SessionProvider above it');
  return client;
}
