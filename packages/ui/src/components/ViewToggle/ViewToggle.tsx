import { ToggleGroup } from 'radix-ui';
import { useMessages } from '../../messages/LanguageProvider';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './ViewToggle.css';

/** How a product listing is laid out (SPEC.md §2.4): cards in a grid, or rows with a description. */
export const productViews = ['grid', 'list'] as const;
export type ProductView = (typeof productViews)[number];

export function isProductView(value: unknown): value is ProductView {
  return typeof value === 'string' && (productViews as readonly string[]).includes(value);
}

export interface ViewToggleProps {
  view: ProductView;
  onViewChange: (view: ProductView) => void;
}

/** The grid / list switch above a product listing: one of two, never none. */
export function ViewToggle({ view, onViewChange }: ViewToggleProps) {
  const messages = useMessages().listing;
  return (
    <ToggleGroup.Root
      type="single"
      className={sprinkles({
        display: 'inline-flex',
        gap: 'xxs',
        padding: 'xxs',
        border: 'hairline',
        borderRadius: 'md',
        backgroundColor: 'surface',
      })}
      value={view}
      aria-label={messages.view}
      onValueChange={(next) => {
        // Pressing the selected item again asks for no value; a listing always has a layout.
        if (isProductView(next)) onViewChange(next);
      }}
    >
      <ToggleGroup.Item value="grid" className={styles.item} aria-label={messages.gridView}>
        <span className={styles.gridIcon} aria-hidden="true">
          <span className={styles.iconCell} />
          <span className={styles.iconCell} />
          <span className={styles.iconCell} />
          <span className={styles.iconCell} />
        </span>
      </ToggleGroup.Item>
      <ToggleGroup.Item value="list" className={styles.item} aria-label={messages.listView}>
        <span className={styles.listIcon} aria-hidden="true">
          <span className={styles.iconCell} />
          <span className={styles.iconCell} />
          <span className={styles.iconCell} />
        </span>
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
