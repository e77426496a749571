import { text } from '../../recipes/text.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Portrait } from '../Portrait/Portrait';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './TeamGrid.css';
import { TeamMemberLinks } from './TeamMemberLinks';

export interface TeamMember {
  name: string;
  position: string;
  /** A photo; the person's initials are drawn when there is none or it fails to load. */
  image?: string;
  description: string;
  /** The full address of their LinkedIn profile. */
  linkedin?: string;
  email?: string;
}

export interface TeamGridProps {
  /** The section's heading, e.g. "Leadership team". */
  title: string;
  members: readonly TeamMember[];
}

/** The people who run the shop, one card each (SPEC.md §2.11: a leadership team of four). */
export function TeamGrid({ title, members }: TeamGridProps) {
  return (
    <TitledSection className={stack({ gap: 'lg' })} title={title}>
      <ul className={styles.grid}>
        {members.map((member) => (
          <li key={member.name} className={styles.card}>
            <Portrait name={member.name} image={member.image} />
            <div className={stack({ gap: 'xxs' })}>
              <h3 className={text({ size: 'lg', weight: 'bold' })}>{member.name}</h3>
              <p className={styles.position}>{member.position}</p>
            </div>
            <p
              className={sprinkles({
                flex: 'fill',
                color: 'textMuted',
                lineHeight: 'relaxed',
                margin: 'none',
              })}
            >
              {member.description}
            </p>
            <TeamMemberLinks name={member.name} linkedin={member.linkedin} email={member.email} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
