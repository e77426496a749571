import { LoginForm, type LoginFormValues } from '@bazaar/ui/components/LoginForm';
import { useMessages } from '@bazaar/ui/messages';
import * as styles from '../../AuthFormParts/AuthFormParts.css';
import { logInCustomer } from '../../api/account';
import { withNext } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import { useAuthSubmit } from '../../session/authSubmit';
import { SessionStatus } from '../../session/SessionStatus';
import { sellerSite } from '../../session/sellerSite';
import { useApiClient, useSession } from '../../session/session';
import { useContinueWhenSignedIn } from '../../session/useContinueWhenSignedIn';

/** /login (SPEC.md §2.5): e-mail and password; signed in, the visitor goes on to `?next=` or home. */
export function Login() {
  const client = useApiClient();
  const messages = useMessages().auth;
  const { session } = useSession();
  const next = useContinueWhenSignedIn();
  const { attempt, submit } = useAuthSubmit((body: LoginFormValues) => logInCustomer(client, body));

  if (session.status === 'checking') return <SessionStatus text={messages.checkingSession} />;
  if (session.status === 'signedIn') return <SessionStatus text={messages.continuing} />;
  return (
    <div className={styles.page}>
      <title>{messages.loginDocumentTitle}</title>
      <LoginForm
        status={attempt.status}
        {...(attempt.status === 'error' ? { error: attempt.message } : {})}
        onSubmit={(values) => void submit(values)}
        registerHref={withNext('register', next)}
        sellerLoginHref={sellerSite.loginHref}
        sellerRegisterHref={sellerSite.registerHref}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
