import { pageCount, REVIEW_PAGE_SIZE, reviewPagerCount } from '@bazaar/domain';
import type { ReactNode } from 'react';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import { htmlLang } from '../../messages/language';
import { writtenText } from '../../recipes/text.css';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { RatingStars } from '../RatingStars';
import * as styles from './ReviewList.css';

export interface ReviewListReview {
  _id: string;
  /** The reviewer's account name. */
  name: string;
  review: string;
  /** 1 to 5. */
  rating: number;
  /** ISO date-time. */
  date: string;
}

export interface ReviewListLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label': string;
  'aria-current'?: 'page';
}

export interface ReviewListProps {
  /** The reviews of the page shown, newest first. */
  reviews: readonly ReviewListReview[];
  /** Reviews on all pages together. */
  totalReview: number;
  /** The page shown, from 1. */
  page: number;
  /** The address of a page of reviews, e.g. `?reviews=2`: the page lives in the URL. */
  pageHref: (page: number) => string;
  /** Draws a page link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ReviewListLinkProps) => ReactNode;
}

function renderAnchor({ children, ...props }: ReviewListLinkProps): ReactNode {
  return <a {...props}>{children}</a>;
}

/** The reviews of one page and, above 5 reviews, the pager (SPEC.md §9). */
export function ReviewList({
  reviews,
  totalReview,
  page,
  pageHref,
  renderLink = renderAnchor,
}: ReviewListProps) {
  const messages = useMessages();
  const { language } = useLanguage();
  // Dates as a shopper in India reads them, in the shop's time zone whatever the device says.
  const dates = new Intl.DateTimeFormat(`${htmlLang[language]}-IN`, {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  });

  if (totalReview <= 0) {
    return <p className={sprinkles({ color: 'textMuted', margin: 'none' })}>{messages.reviews.noReviews}</p>;
  }
  return (
    <div className={stack({ gap: 'lg' })}>
      {reviews.length > 0 ? (
        <ul className={stack({ listStyle: 'none', margin: 'none', padding: 'none' })}>
          {reviews.map((review) => (
            <li key={review._id} className={styles.item}>
              <div className={styles.head}>
                <p className={styles.name}>{review.name}</p>
                <time className={sprinkles({ color: 'textMuted', fontSize: 'sm' })} dateTime={review.date}>
                  {dates.format(new Date(review.date))}
                </time>
              </div>
              <RatingStars rating={review.rating} size="sm" />
              <p className={writtenText}>{review.review}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <ReviewListPager totalReview={totalReview} page={page} pageHref={pageHref} renderLink={renderLink} />
    </div>
  );
}

interface ReviewListPagerProps {
  totalReview: number;
  page: number;
  pageHref: (page: number) => string;
  renderLink: (props: ReviewListLinkProps) => ReactNode;
}

/**
 * SPEC.md §9: shown only above 5 reviews, with floor(totalReview / 3) page links (never more than there
 * are pages of 10), in a window around the page shown, and previous and next when there are more pages.
 */
function ReviewListPager({ totalReview, page, pageHref, renderLink }: ReviewListPagerProps) {
  const messages = useMessages();
  const shown = reviewPagerCount(totalReview);
  if (shown === 0) return null;
  const pages = pageCount(totalReview, REVIEW_PAGE_SIZE);
  const current = Math.min(Math.max(Math.trunc(page), 1), pages);
  const first = Math.min(Math.max(current - Math.floor(shown / 2), 1), pages - shown + 1);
  const numbers = Array.from({ length: shown }, (_, index) => first + index);

  return (
    <nav aria-label={messages.reviews.pages}>
      <ul className={bareList({ display: 'flex', flexWrap: 'wrap', gap: 'xs' })}>
        {current > 1 ? (
          <li>
            {renderLink({
              href: pageHref(current - 1),
              className: styles.pageLink,
              'aria-label': messages.common.previousPage,
              children: <span aria-hidden="true">‹</span>,
            })}
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            {renderLink({
              href: pageHref(number),
              className: styles.pageLink,
              'aria-label': format(messages.common.goToPage, { page: number }),
              ...(number === current ? { 'aria-current': 'page' as const } : {}),
              children: number,
            })}
          </li>
        ))}
        {current < pages ? (
          <li>
            {renderLink({
              href: pageHref(current + 1),
              className: styles.pageLink,
              'aria-label': messages.common.nextPage,
              children: <span aria-hidden="true">›</span>,
            })}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
