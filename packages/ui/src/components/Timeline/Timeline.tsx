import { useMessages } from '../../messages/LanguageProvider';
import { type BadgeVariants, badge } from '../../recipes/badge.css';
import { text } from '../../recipes/text.css';
import { cluster, headingFace, stack } from '../../theme/layout';
import { TitledSection } from '../TitledSection/TitledSection';
import * as styles from './Timeline.css';

/** Where a milestone stands: reached, a goal for the coming year, or part of the longer vision. */
export const timelineStatuses = ['achieved', 'planned', 'vision'] as const;
export type TimelineStatus = (typeof timelineStatuses)[number];

/** Done in green, planned in blue, the vision in the accent: the badge tone of each status. */
const statusTones = { achieved: 'green', planned: 'blue', vision: 'accent' } as const satisfies Record<
  TimelineStatus,
  BadgeVariants['tone']
>;

export interface TimelineItem {
  /** When: "Q1 2025", "2026", "2027–2028". */
  year: string;
  event: string;
  description: string;
  status: TimelineStatus;
}

export interface TimelineProps {
  /** The section's heading, e.g. "Our journey". */
  title: string;
  /** In date order, oldest first. */
  items: readonly TimelineItem[];
}

/** Milestones down a line: filled dots for what is done, open ones for goals, dashed for the vision. */
export function Timeline({ title, items }: TimelineProps) {
  const messages = useMessages().about.timelineStatus;
  return (
    <TitledSection className={stack({ gap: 'lg' })} title={title}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={`${item.year}-${item.event}`} className={styles.item} data-status={item.status}>
            <span className={styles.marker} aria-hidden="true" />
            <div className={styles.content}>
              <p className={cluster({ flexWrap: 'wrap', gap: 'sm', margin: 'none' })}>
                <span className={headingFace({ fontWeight: 'bold', color: 'brandStrong' })}>{item.year}</span>
                <span className={badge({ tone: statusTones[item.status] })}>{messages[item.status]}</span>
              </p>
              <h3 className={text({ size: 'lg', weight: 'bold' })}>{item.event}</h3>
              <p className={text({ tone: 'muted' })}>{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
