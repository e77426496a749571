import { Collapsible } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { mediaQueries } from '../../theme/breakpoints';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './FilterToggle.css';
import { FilterChoiceContext } from './filterChoice';
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
 * What the shopper last did inside the panel. `moving`: a key that moves through options (arrows, Home,
 * End, Page Up and Down), which radio groups and sliders answer by choosing as they go.
 */
type PanelInput = 'pointer' | 'key' | 'moving';

const movingKeys: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * The "Filter Product" button that shows and hides the filters on small screens (SPEC.md §2.4). There the
 * panel is taller than the screen, so a choice folds it away and brings the button, and the results
 * under it, into view, with the focus on the button to open it again. Moving through options with the
 * keyboard keeps it open. From tablet width there is room for the panel beside the products: it is always
 * shown and the button hidden.
 */
export function FilterToggle({ children, open, onOpenChange, defaultOpen = false }: FilterToggleProps) {
  const messages = useMessages().listing;
  const roomy = useMediaMatch(mediaQueries.tablet);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const chosenOpen = open ?? ownOpen;
  const trigger = useRef<HTMLButtonElement>(null);
  const lastInput = useRef<PanelInput>('pointer');
  // Counts the folds after a choice; each one brings the button into view once the panel is gone.
  const [folds, setFolds] = useState(0);

  const changeOpen = useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );

  const onChoice = useCallback(() => {
    if (roomy || lastInput.current === 'moving') return;
    changeOpen(false);
    setFolds((count) => count + 1);
  }, [roomy, changeOpen]);

  useEffect(() => {
    if (folds === 0) return;
    // The control chosen went with the panel: the focus goes to the button rather than to the page's start.
    trigger.current?.focus({ preventScroll: true });
    trigger.current?.scrollIntoView({ block: 'nearest' });
  }, [folds]);

  return (
    <Collapsible.Root className={stack({ gap: 'md' })} open={roomy || chosenOpen} onOpenChange={changeOpen}>
      <Collapsible.Trigger ref={trigger} className={`${button({ variant: 'secondary' })} ${styles.trigger}`}>
        {messages.filterProduct}
        <span className={styles.chevron} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content
        className={sprinkles({ minWidth: '0' })}
        onPointerDownCapture={() => {
          lastInput.current = 'pointer';
        }}
        onKeyDownCapture={(event: KeyboardEvent) => {
          lastInput.current = movingKeys.has(event.key) ? 'moving' : 'key';
        }}
      >
        <FilterChoiceContext.Provider value={onChoice}>{children}</FilterChoiceContext.Provider>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
