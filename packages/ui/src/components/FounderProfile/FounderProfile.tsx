import { text } from '../../recipes/text.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Portrait } from '../Portrait/Portrait';
import { TeamMemberLinks } from '../TeamGrid/TeamMemberLinks';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './FounderProfile.css';

export interface Founder {
  name: string;
  position: string;
  /** A photo; the founder's initials are drawn when there is none or it fails to load. */
  image?: string;
  /** Their own words, shown large. */
  quote?: string;
  paragraphs: readonly string[];
  linkedin?: string;
  email?: string;
}

export interface FounderProfileProps {
  /** The section's heading, e.g. "Meet our founder". */
  title: string;
  founder: Founder;
}

/** The founder's portrait, name, role, words and background. */
export function FounderProfile({ title, founder }: FounderProfileProps) {
  return (
    <TitledSection className={stack({ gap: 'lg' })} title={title}>
      <div className={styles.profile}>
        <Portrait name={founder.name} image={founder.image} size="lg" />
        <div className={styles.body}>
          <div>
            <h3 className={text({ size: 'xl', weight: 'bold' })}>{founder.name}</h3>
            <p className={styles.position}>{founder.position}</p>
          </div>
          {founder.quote !== undefined ? (
            <blockquote className={styles.quote}>
              <p>{founder.quote}</p>
            </blockquote>
          ) : null}
          {founder.paragraphs.map((paragraph) => (
            <p key={paragraph} className={sprinkles({ lineHeight: 'relaxed', margin: 'none' })}>
              {paragraph}
            </p>
          ))}
          <TeamMemberLinks name={founder.name} linkedin={founder.linkedin} email={founder.email} />
        </div>
      </div>
    </TitledSection>
  );
}
