import { MAX_RATING, numberFormat, ratingBarPercent } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { smallNote } from '../../recipes/note.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { cluster, figures, stack } from '../../theme/layout';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { RatingStars } from '../RatingStars';
import * as styles from './RatingBreakdown.css';

export interface RatingBreakdownEntry {
  /** Number of stars, 1 to 5. */
  rating: number;
  /** Reviews with that many stars. */
  sum: number;
}

export interface RatingBreakdownProps {
  /** The product's mean rating, 0 to 5. */
  rating: number;
  totalReview: number;
  /** Reviews per number of stars, as the server sends them (rating_review). */
  ratingReview: readonly RatingBreakdownEntry[];
}

const oneDecimal = numberFormat('en-IN', { maximumFractionDigits: 1 });
const whole = numberFormat('en-IN', { maximumFractionDigits: 0 });
const starsFromFiveDown = Array.from({ length: MAX_RATING }, (_, index) => MAX_RATING - index);

/** The mean rating and one bar per number of stars, 5 down to 1, each floor(100 × count / total) % wide. */
export function RatingBreakdown({ rating, totalReview, ratingReview }: RatingBreakdownProps) {
  const messages = useMessages().reviews;
  return (
    <div className={cluster({ flexWrap: 'wrap', gap: 'xl' })}>
      <div className={stack({ alignItems: 'flex-start', gap: 'xs' })}>
        <p className={sectionHeading({ size: 'xxl' })}>
          {format(messages.averageRating, { rating: oneDecimal.format(rating) })}
        </p>
        <RatingStars rating={rating} size="lg" />
        <p className={smallNote}>{format(messages.reviewCount, { count: whole.format(totalReview) })}</p>
      </div>
      <ul className={styles.rows} aria-label={messages.breakdown}>
        {starsFromFiveDown.map((stars) => {
          const count = ratingReview.find((entry) => entry.rating === stars)?.sum ?? 0;
          const percent = ratingBarPercent(count, totalReview);
          return (
            <li key={stars} className={styles.row}>
              <span className={visuallyHidden}>
                {stars === 1
                  ? format(messages.breakdownRowOneStar, { percent })
                  : format(messages.breakdownRow, { stars, percent })}
              </span>
              <span
                className={cluster({
                  display: 'inline-flex',
                  gap: 'xxs',
                  color: 'text',
                  fontWeight: 'medium',
                })}
                aria-hidden="true"
              >
                {stars}
                <span className={styles.starIcon} />
              </span>
              <span className={styles.bar} aria-hidden="true">
                {/* A width from data: the one value no stylesheet can know in advance. */}
                <span className={styles.fill} style={{ width: `${percent}%` }} data-percent={percent} />
              </span>
              <span className={figures({ color: 'textMuted', textAlign: 'end' })} aria-hidden="true">
                {percent}%
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
