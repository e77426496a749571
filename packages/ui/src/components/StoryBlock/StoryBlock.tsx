import { useId } from 'react';
import { text } from '../../recipes/text.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './StoryBlock.css';

export interface StoryBlockQuote {
  text: string;
  /** Who said it; left out for the shop's own motto. */
  attribution?: string;
}

export interface StoryBlockProps {
  /** The section's heading, e.g. "Our story". */
  title: string;
  paragraphs: readonly string[];
  /** A line pulled out beside the text. */
  quote?: StoryBlockQuote;
}

/** A few paragraphs of prose under a heading, with an optional pulled-out quote. */
export function StoryBlock({ title, paragraphs, quote }: StoryBlockProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-quote={quote ? 'yes' : 'no'}>
      <div className={stack({ gap: 'md' })}>
        <h2 id={titleId} className={text({ size: 'xxl', weight: 'bold' })}>
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      {quote !== undefined ? (
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>
            <p>{quote.text}</p>
          </blockquote>
          {quote.attribution !== undefined ? (
            <figcaption className={sprinkles({ fontSize: 'sm', color: 'textMuted' })}>
              {quote.attribution}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
    </section>
  );
}
