import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './ProductTabs.css';

/** SPEC.md §2.6: Reviews first, and shown by default. */
export const productTabValues = ['reviews', 'description'] as const;
export type ProductTab = (typeof productTabValues)[number];

export interface ProductTabsProps {
  /** The rating breakdown, the review list and the review form. */
  reviews: ReactNode;
  /** The full description. */
  description: ReactNode;
  defaultTab?: ProductTab;
}

/** The product page's Reviews and Description tabs. */
export function ProductTabs({ reviews, description, defaultTab = 'reviews' }: ProductTabsProps) {
  const messages = useMessages().product;
  return (
    <Tabs.Root className={stack({ gap: 'lg', minWidth: '0' })} defaultValue={defaultTab}>
      <Tabs.List
        className={sprinkles({ display: 'flex', gap: 'xs', borderBottom: 'hairline' })}
        aria-label={messages.tabs}
      >
        <Tabs.Trigger className={styles.trigger} value="reviews">
          {messages.reviewsTab}
        </Tabs.Trigger>
        <Tabs.Trigger className={styles.trigger} value="description">
          {messages.descriptionTab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content className={styles.panel} value="reviews">
        {reviews}
      </Tabs.Content>
      <Tabs.Content className={styles.panel} value="description">
        {description}
      </Tabs.Content>
    </Tabs.Root>
  );
}
