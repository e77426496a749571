import type { ReactNode } from 'react';
import { tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Breadcrumb, type BreadcrumbItem, type BreadcrumbLinkProps } from '../Breadcrumb/Breadcrumb';
import * as styles from './PageHero.css';

/** A headline figure, such as "500+" business partners. */
export interface PageHeroStat {
  value: string;
  label: string;
}

export interface PageHeroProps {
  /** The page's only level-one heading. */
  title: string;
  lead?: string;
  /** From the home page to this one (SPEC.md §2.11: Home > Delivery Information). */
  breadcrumb?: readonly BreadcrumbItem[];
  stats?: readonly PageHeroStat[];
  /** Names the list of figures for screen readers, e.g. "Bazaar in numbers". */
  statsLabel?: string;
  /** Draws the breadcrumb's links, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
}

/** The head of a static page: breadcrumb, title, a lead paragraph and optional headline figures. */
export function PageHero({ title, lead, breadcrumb, stats, statsLabel, renderLink }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      {breadcrumb !== undefined && breadcrumb.length > 0 ? (
        <Breadcrumb items={breadcrumb} renderLink={renderLink} />
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {lead !== undefined ? <p className={styles.lead}>{lead}</p> : null}
      {stats !== undefined && stats.length > 0 ? (
        <ul className={styles.stats} aria-label={statsLabel}>
          {stats.map((stat) => (
            <li key={stat.label} className={tile({ gap: 'xxs', padding: 'md', color: 'text' })}>
              <span className={styles.statValue}>{stat.value}</span>{' '}
              <span className={sprinkles({ fontSize: 'sm', color: 'textMuted' })}>{stat.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
