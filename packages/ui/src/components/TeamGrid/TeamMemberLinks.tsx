import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './TeamGrid.css';

export interface TeamMemberLinksProps {
  name: string;
  linkedin?: string;
  email?: string;
}

/**
 * A person's LinkedIn profile and e-mail address. The LinkedIn link says whose profile it is, since every card
 * has one; its visible word "LinkedIn" stays part of that name (WCAG 2.5.3).
 */
export function TeamMemberLinks({ name, linkedin, email }: TeamMemberLinksProps) {
  const messages = useMessages().about;
  if (linkedin === undefined && email === undefined) return null;
  return (
    <ul className={styles.links}>
      {linkedin !== undefined ? (
        <li>
          <a
            className={styles.link}
            href={linkedin}
            aria-label={format(messages.linkedinProfile, { name })}
            rel="noopener noreferrer"
          >
            LinkedIn
          </a>
        </li>
      ) : null}
      {email !== undefined ? (
        <li>
          <span className={sprinkles({ color: 'textMuted' })}>{messages.email}: </span>
          <a className={styles.link} href={`mailto:${email}`}>
            {email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
