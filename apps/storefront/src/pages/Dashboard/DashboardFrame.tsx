import {
  DashboardLayout,
  type DashboardLogoutState,
  type DashboardMenuLinkProps,
} from '@bazaar/ui/components/DashboardLayout';
import { useMessages } from '@bazaar/ui/messages';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { logOutCustomer } from '../../api/account';
import * as pageStyles from '../../dashboard/dashboardPage.css';
import { dashboardPageOf } from '../../hrefs/dashboard';
import { dashboardHrefs, loginHref, loginHrefFor } from '../../hrefs/site';
import { PageProblem } from '../../layout/PageProblem';
import { SessionStatus } from '../../session/SessionStatus';
import { useApiClient, useSession } from '../../session/session';
import { useToast } from '../../toasts/toasts';

/** The logout in progress: none, waiting for the server, or done here and leaving for /login. */
type LogoutProgress = 'idle' | 'pending' | 'leaving';

function renderMenuLink({ href, children, ...rest }: DashboardMenuLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/**
 * /dashboard and its pages (SPEC.md §2.10): only for a signed-in customer. While a kept sign-in is checked
 * the frame waits (it never flashes the login page); a signed-out visitor goes to /login and comes back
 * here afterwards. A sign-in that could not be checked (the API unreachable or failing; only a 401 signs
 * out) keeps the token and shows the failure with Retry in place of the page. Around the page: the side
 * menu, whose Logout ends the session (SPEC.md §4).
 */
export function DashboardFrame() {
  const client = useApiClient();
  const messages = useMessages();
  const toast = useToast();
  const { session, signOut, retry } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [logout, setLogout] = useState<LogoutProgress>('idle');

  const logOut = async () => {
    setLogout('pending');
    const result = await logOutCustomer(client);
    // 401: the server had already ended this session, which is what was asked.
    const ended = result.status === 'ok' || result.httpStatus === 401;
    // Signed out here whatever the server said: a shopper who asked to leave is never kept in.
    setLogout('leaving');
    signOut();
    if (ended) toast.success(messages.dashboard.loggedOut);
    else toast.error(messages.dashboard.logoutServerFailed);
    navigate(loginHref);
  };

  if (session.status === 'checking') return <SessionStatus text={messages.auth.checkingSession} />;
  if (session.status === 'signedOut') {
    // Logging out: the logout itself goes to /login, without a way back here.
    if (logout !== 'idle') return <SessionStatus text={messages.dashboard.loggingOut} />;
    return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
  }
  const menuState: DashboardLogoutState = logout === 'idle' ? 'idle' : 'pending';
  const current = dashboardPageOf(location.pathname);
  const retrySession = async () => {
    // The page's own data was asked for while the API failed too: once signed in, it is asked again.
    if ((await retry()) === 'signedIn') void revalidator.revalidate();
  };
  return (
    <DashboardLayout
      {...(current ? { current } : {})}
      onLogout={() => void logOut()}
      logout={menuState}
      hrefs={dashboardHrefs}
      renderLink={renderMenuLink}
    >
      {session.status === 'unconfirmed' ? (
        <section className={pageStyles.page} aria-labelledby="dashboard-unconfirmed">
          <h1 id="dashboard-unconfirmed" className={pageStyles.title}>
            {messages.dashboard.items[current ?? 'overview']}
          </h1>
          <PageProblem
            title={messages.auth.sessionUnconfirmed}
            failure={session.failure}
            onRetry={() => void retrySession()}
          />
        </section>
      ) : (
        <Outlet />
      )}
    </DashboardLayout>
  );
}
