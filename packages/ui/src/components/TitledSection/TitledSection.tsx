import { type ReactNode, useId } from 'react';
import { text } from '../../recipes/text.css';

export interface TitledSectionProps {
  /** The section's heading, which also names it as a region. */
  title: string;
  className: string;
  children: ReactNode;
}

/**
 * A content page's section under its own second-level heading (About, Delivery). Internal: not exported
 * from the package.
 */
export function TitledSection({ title, className, children }: TitledSectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={text({ size: 'xxl', weight: 'bold' })}>
        {title}
      </h2>
      {children}
    </section>
  );
}
