import { type ReactNode, useId } from 'react';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import type { Language } from '../../messages/language';
import { textLink } from '../../recipes/link.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { lead } from '../../recipes/text.css';
import { figures, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './LegalDocument.css';

export interface LegalDocumentLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface LegalDocumentSection {
  /** The section's anchor (`/terms#returns`); unique in the page. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  items?: readonly string[];
}

export interface LegalDocumentProps {
  /** The page's level-one heading. */
  title: string;
  intro?: readonly string[];
  /** Numbered in this order, 1 to n. */
  sections: readonly LegalDocumentSection[];
  /** Written as a date in the active language; left out, no date is shown. */
  lastUpdated?: Date;
  /** Where the closing "Contact us" link leads (SPEC.md §2.11: /contact). */
  contactHref: string;
  /** Draws the contact link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: LegalDocumentLinkProps) => ReactNode;
}

const dateLocales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, string>;

function renderAnchor({ href, className, children }: LegalDocumentLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The date as `<time datetime>` wants it, in the visitor's own calendar day: 2025-04-15. */
function isoDay(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A legal text such as the terms or the privacy policy: title, last-updated date, a table of contents
 * linking to numbered sections, and a closing link to the contact page.
 */
export function LegalDocument({
  title,
  intro,
  sections,
  lastUpdated,
  contactHref,
  renderLink = renderAnchor,
}: LegalDocumentProps) {
  const messages = useMessages().terms.document;
  const { language } = useLanguage();
  const contentsId = useId();

  return (
    <article className={stack({ gap: 'xl' })}>
      <header className={stack({ gap: 'md', paddingBottom: 'xl', borderBottom: 'hairline' })}>
        <h1 className={sectionHeading({ size: 'xxxl' })}>{title}</h1>
        {lastUpdated !== undefined ? (
          <p className={sprinkles({ fontSize: 'sm', color: 'textMuted', margin: 'none' })}>
            <time dateTime={isoDay(lastUpdated)}>
              {format(messages.lastUpdated, {
                date: new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'long' }).format(
                  lastUpdated,
                ),
              })}
            </time>
          </p>
        ) : null}
        {intro?.map((paragraph) => (
          <p key={paragraph} className={lead}>
            {paragraph}
          </p>
        ))}
      </header>
      <div className={styles.layout}>
        <nav className={styles.contents} aria-labelledby={contentsId}>
          <h2 id={contentsId} className={styles.contentsTitle}>
            {messages.contents}
          </h2>
          <ol className={styles.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a className={styles.contentsLink} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                <span className={figures({ color: 'brandStrong' })}>{index + 1}.</span> {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={sprinkles({ lineHeight: 'relaxed', margin: 'none' })}>
                  {paragraph}
                </p>
              ))}
              {section.items !== undefined && section.items.length > 0 ? (
                <ul className={styles.items}>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p
            className={sprinkles({
              borderRadius: 'lg',
              backgroundColor: 'brandSubtle',
              margin: 'none',
              padding: 'lg',
              border: 'transparent',
            })}
          >
            {messages.questions}{' '}
            {renderLink({
              href: contactHref,
              className: textLink({ weight: 'bold' }),
              children: messages.contactLink,
            })}
          </p>
        </div>
      </div>
    </article>
  );
}
