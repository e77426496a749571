import { RegisterForm, type RegisterFormValues } from '@bazaar/ui/components/RegisterForm';
import { useMessages } from '@bazaar/ui/messages';
import * as styles from '../../AuthFormParts/AuthFormParts.css';
import { registerCustomer } from '../../api/account';
import { termsHref, withNext } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import { useAuthSubmit } from '../../session/authSubmit';
import { SessionStatus } from '../../session/SessionStatus';
import { sellerSite } from '../../session/sellerSite';
import { useApiClient, useSession } from '../../session/session';
import { useContinueWhenSignedIn } from '../../session/useContinueWhenSignedIn';
import { useToast } from '../../toasts/toasts';

/**
 * /register (SPEC.md §2.5, §5): name, e-mail, password and the terms. The new account is signed in at once
 * and the visitor goes on to `?next=` or home.
 */
export function Register() {
  const client = useApiClient();
  const messages = useMessages();
  const toast = useToast();
  const { session } = useSession();
  const next = useContinueWhenSignedIn();
  const { attempt, submit } = useAuthSubmit((body: RegisterFormValues) => registerCustomer(client, body));

  if (session.status === 'checking') return <SessionStatus text={messages.auth.checkingSession} />;
  if (session.status === 'signedIn') return <SessionStatus text={messages.auth.continuing} />;
  return (
    <div className={styles.page}>
      <title>{messages.auth.registerDocumentTitle}</title>
      <RegisterForm
        status={attempt.status}
        {...(attempt.status === 'error' ? { error: attempt.message } : {})}
        onSubmit={(values) => void submit(values)}
        // SPEC.md §5 and §8: the exact toast when Register is pressed without the terms.
        onTermsMissing={() => toast.error(messages.toasts.acceptTerms)}
        loginHref={withNext('login', next)}
        termsHref={termsHref}
        sellerLoginHref={sellerSite.loginHref}
        sellerRegisterHref={sellerSite.registerHref}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
