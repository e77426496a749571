import { numberFormat, starFill } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useShellMessages } from '../../messages/LanguageProvider';
import * as styles from './RatingStars.css';

export type RatingStarsSize = NonNullable<styles.RatingStarsVariants['size']>;
export { ratingStarsSizes } from './RatingStars.css';

export interface RatingStarsProps {
  /** 0 to 5; drawn in steps of half a star (SPEC.md §9). 0 means not rated yet. */
  rating: number;
  size?: RatingStarsSize;
  /** Replaces the announced text ("Rated 4.5 out of 5"), e.g. when the rating is a choice in a form. */
  label?: string;
}

const ratingNumber = numberFormat('en-IN', { maximumFractionDigits: 1 });

type Fill = 'full' | 'half' | 'empty';

/** Five stars, filled to the rating, announced as one image with the rating in words. */
export function RatingStars({ rating, size = 'md', label }: RatingStarsProps) {
  const messages = useShellMessages().productCard;
  const { full, half, empty } = starFill(rating);
  const fills: Fill[] = [
    ...Array<Fill>(full).fill('full'),
    ...Array<Fill>(half).fill('half'),
    ...Array<Fill>(empty).fill('empty'),
  ];
  const announced =
    label ??
    (rating > 0 ? format(messages.rated, { rating: ratingNumber.format(rating) }) : messages.notRated);

  return (
    <span className={styles.stars({ size })} role="img" aria-label={announced}>
      {fills.map((fill, index) => (
        // The five stars never reorder, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of five
        <span key={index} className={styles.star} data-fill={fill} />
      ))}
    </span>
  );
}
