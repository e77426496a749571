import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginHrefFor } from '../hrefs/site';
import { useSession } from '../session/session';

/**
 * The server no longer accepts the sign-in (401): the token is forgotten, so the login page does not take
 * the visitor for signed in and send them straight back, and they go to log in, returning here afterwards.
 */
export function ToLogin() {
  const { session, signOut } = useSession();
  const location = useLocation();
  const stale = session.status === 'signedIn';
  useEffect(() => {
    if (stale) signOut();
  }, [stale, signOut]);
  return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
}
