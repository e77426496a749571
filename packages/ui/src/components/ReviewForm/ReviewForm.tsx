import { MAX_RATING } from '@bazaar/domain';
import { RadioGroup } from 'radix-ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { formError, formField, formLabel } from '../../recipes/field.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { cluster, tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { FormProblem } from '../FormProblem/FormProblem';
import * as styles from './ReviewForm.css';

export const reviewFormStatuses = ['idle', 'submitting', 'error'] as const;
export type ReviewFormStatus = (typeof reviewFormStatuses)[number];

export interface ReviewFormValues {
  /** 1 to 5. */
  rating: number;
  /** Trimmed, never empty. */
  review: string;
}

export const reviewFormHeadingLevels = [2, 3] as const;
export type ReviewFormHeadingLevel = (typeof reviewFormHeadingLevels)[number];

/** The contract's limit on a review's text. */
export const REVIEW_MAX_LENGTH = 2000;

export interface ReviewFormProps {
  /** idle until sent; submitting while the page waits; error when the server refused. */
  status: ReviewFormStatus;
  /** The server's explanation, shown beside the form when status is error. */
  error?: string;
  /** Called with a chosen rating and a non-empty text. To clear the form after a success, give it a new key. */
  onSubmit: (values: ReviewFormValues) => void;
  headingLevel?: ReviewFormHeadingLevel;
}

/** Field messages stay hidden until the first attempt to send, then follow every change. */
type CheckState = 'quiet' | 'shown';

const starValues = Array.from({ length: MAX_RATING }, (_, index) => String(index + 1));

/**
 * A star rating (required, DESIGN.md §3) and a review text (required, SPEC.md §5), with a message beside each
 * field that is missing and the server's error beside the button.
 */
export function ReviewForm({ status, error, onSubmit, headingLevel = 3 }: ReviewFormProps) {
  const messages = useMessages().reviews;
  const ids = {
    title: useId(),
    rating: useId(),
    ratingError: useId(),
    review: useId(),
    reviewError: useId(),
  };
  const [rating, setRating] = useState('');
  const [review, setReview] = useState('');
  const [check, setCheck] = useState<CheckState>('quiet');
  const starsRef = useRef<HTMLDivElement>(null);
  const reviewRef = useRef<HTMLTextAreaElement>(null);
  const Heading = `h${headingLevel}` as const;

  const ratingMissing = rating === '';
  const reviewMissing = review.trim() === '';
  const showRatingError = check === 'shown' && ratingMissing;
  const showReviewError = check === 'shown' && reviewMissing;
  const submitting = status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (ratingMissing || reviewMissing) {
      setCheck('shown');
      if (ratingMissing) starsRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      else reviewRef.current?.focus();
      return;
    }
    onSubmit({ rating: Number(rating), review: review.trim() });
  };

  return (
    <form
      className={tile({ gap: 'lg', padding: 'lg', color: 'text' })}
      aria-labelledby={ids.title}
      aria-busy={submitting}
      noValidate
      onSubmit={submit}
    >
      <Heading id={ids.title} className={sectionHeading({ size: 'lg' })}>
        {messages.writeReview}
      </Heading>
      <div className={formField()}>
        <span id={ids.rating} className={formLabel}>
          {messages.yourRating}
        </span>
        <div className={styles.fieldRow}>
          <RadioGroup.Root
            ref={starsRef}
            className={sprinkles({ display: 'inline-flex', gap: 'xxs' })}
            orientation="horizontal"
            value={rating}
            onValueChange={setRating}
            required
            disabled={submitting}
            aria-labelledby={ids.rating}
            aria-invalid={showRatingError}
            aria-describedby={showRatingError ? ids.ratingError : undefined}
          >
            {starValues.map((value) => (
              <RadioGroup.Item
                key={value}
                value={value}
                className={styles.star}
                aria-label={format(messages.starOption, { stars: value })}
                data-lit={rating !== '' && Number(value) <= Number(rating)}
              >
                <span className={styles.starShape} aria-hidden="true" />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {showRatingError ? (
            <p id={ids.ratingError} className={formError}>
              {messages.ratingRequired}
            </p>
          ) : null}
        </div>
      </div>
      <div className={formField()}>
        <label htmlFor={ids.review} className={formLabel}>
          {messages.yourReview}
        </label>
        <textarea
          ref={reviewRef}
          id={ids.review}
          className={styles.textarea}
          value={review}
          onChange={(event) => setReview(event.target.value)}
          required
          readOnly={submitting}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          aria-invalid={showReviewError}
          aria-describedby={showReviewError ? ids.reviewError : undefined}
        />
        {showReviewError ? (
          <p id={ids.reviewError} className={formError}>
            {messages.reviewRequired}
          </p>
        ) : null}
      </div>
      <div className={cluster({ flexWrap: 'wrap', gap: 'md' })}>
        {/* aria-disabled, not disabled, while sending: focus stays on the button the shopper pressed. */}
        <button type="submit" className={button({ variant: 'primary' })} aria-disabled={submitting}>
          {submitting ? messages.submitting : messages.submit}
        </button>
        {status === 'error' ? <FormProblem title={messages.submitFailed} detail={error} /> : null}
      </div>
    </form>
  );
}

export interface ReviewFormLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface ReviewFormLoginPromptProps {
  /** The login page: /login in the storefront. */
  loginHref: string;
  /** Draws the link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ReviewFormLinkProps) => ReactNode;
}

function renderAnchor({ href, className, children }: ReviewFormLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** SPEC.md §2.6: in place of the form when signed out, a link labelled "Login First". */
export function ReviewFormLoginPrompt({ loginHref, renderLink = renderAnchor }: ReviewFormLoginPromptProps) {
  const messages = useMessages().reviews;
  return (
    <div className={styles.prompt}>
      <p className={sprinkles({ margin: 'none' })}>{messages.loginToReview}</p>
      {renderLink({
        href: loginHref,
        className: button({ variant: 'primary' }),
        children: messages.loginFirst,
      })}
    </div>
  );
}
