import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, safeNextPath } from '../hrefs/site';
import { useGoHome } from './homeNavigation';
import { useSession } from './session';

/**
 * The login and register pages are for signed-out visitors (SPEC.md §2.5): once signed in — on arrival, or
 * by the form just sent — the visitor goes where they were going (`?next=`, a path of this shop) or home.
 * Returns that `next`, so links between login and register can keep it.
 */
export function useContinueWhenSignedIn(): string | null {
  const { session } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const goHome = useGoHome();
  const next = safeNextPath(searchParams.get(NEXT_PARAM), window.location.origin);
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return;
    if (next === null) goHome();
    // Replace: Back from the page reached should not land on a login page that leaves again.
    else navigate(next, { replace: true });
  }, [signedIn, next, navigate, goHome]);

  return next;
}
