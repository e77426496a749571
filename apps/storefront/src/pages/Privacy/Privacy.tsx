import { LegalDocument } from '@bazaar/ui/components/LegalDocument';
import { privacyContent } from '@bazaar/ui/content';
import { useLanguage, useMessages } from '@bazaar/ui/messages';
import { contactHref } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import * as styles from './Privacy.css';

/**
 * /privacy (SPEC.md §2.11): ten numbered sections and a link to /contact. The specification gives a date to
 * the terms only, so the policy shows none.
 */
export function Privacy() {
  const { language } = useLanguage();
  const messages = useMessages().privacy;
  const { intro, sections } = privacyContent(language);
  return (
    <div className={styles.page}>
      <title>{messages.documentTitle}</title>
      <LegalDocument
        title={messages.title}
        intro={intro}
        sections={sections}
        contactHref={contactHref}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
