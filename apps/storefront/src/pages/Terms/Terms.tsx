import { LegalDocument } from '@bazaar/ui/components/LegalDocument';
import { termsContent } from '@bazaar/ui/content';
import { useLanguage, useMessages } from '@bazaar/ui/messages';
import { contactHref } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import * as styles from './Terms.css';
import { useToday } from './TodayProvider';

/**
 * /terms (SPEC.md §2.11): ten numbered sections, a link to /contact, and a last-updated date that is today's
 * date, as the specification describes it.
 */
export function Terms() {
  const { language } = useLanguage();
  const messages = useMessages().terms;
  const today = useToday();
  const { intro, sections } = termsContent(language);
  return (
    <div className={styles.page}>
      <title>{messages.documentTitle}</title>
      <LegalDocument
        title={messages.title}
        intro={intro}
        sections={sections}
        lastUpdated={today}
        contactHref={contactHref}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
