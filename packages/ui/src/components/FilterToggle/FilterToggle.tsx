import { Collapsible } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { mediaQueries } from '../../theme/breakpoints';
import * as styles from './FilterToggle.css';
import { useMediaMatch } from './useMediaMatch';

export interface FilterToggleProps {
  /** The filter panel it shows and hides. */
  children: ReactNode;
  /** Controlled: whether the panel is shown on a small screen, with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Uncontrolled: whether a small screen starts with the panel shown. */
  defaultOpen?: boolean;
}

/**
 * The "Filter Product" button that shows and hides the filters on small screens (SPEC.md §2.4). From
 * tablet width there is room for the panel beside the products: it is always shown and the button hidden.
 */
export function FilterToggle({ children, open, onOpenChange, defaultOpen = false }: FilterToggleProps) {
  const messages = useMessages().listing;
  const roomy = useMediaMatch(mediaQueries.tablet);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const chosenOpen = open ?? ownOpen;

  return (
    <Collapsible.Root
      className={styles.root}
      open={roomy || chosenOpen}
      onOpenChange={(next) => {
        setOwnOpen(next);
        onOpenChange?.(next);
      }}
    >
      <Collapsible.Trigger className={`${button({ variant: 'secondary' })} ${styles.trigger}`}>
        {messages.filterProduct}
        <span className={styles.chevron} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
