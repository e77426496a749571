import { type ReactNode, useId } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { smallNote } from '../../recipes/note.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { bareList } from '../../theme/layout';
import { CartLine, type CartLineData, type CartLinkProps, renderCartAnchor } from '../CartLine/CartLine';
import * as styles from './CartOutOfStock.css';

export const cartOutOfStockHeadingLevels = [2, 3] as const;
export type CartOutOfStockHeadingLevel = (typeof cartOutOfStockHeadingLevels)[number];

export interface CartOutOfStockProps {
  /** The contract's outOfStockProduct: lines whose product has no stock left. The section is left out when empty. */
  lines: readonly CartLineData[];
  /** Cart line ids (`_id`) whose removal is with the server. */
  pendingLineIds?: readonly string[];
  onRemove: (line: CartLineData) => void;
  productHref: (line: CartLineData) => string;
  renderLink?: (props: CartLinkProps) => ReactNode;
  headingLevel?: CartOutOfStockHeadingLevel;
}

// Out-of-stock lines have no quantity controls, so these never fire; CartLine still wants them.
const ignore = () => undefined;

/** SPEC.md §2.7: the cart's Out of Stock section. Its lines count toward no total and can only be removed. */
export function CartOutOfStock({
  lines,
  pendingLineIds = [],
  onRemove,
  productHref,
  renderLink = renderCartAnchor,
  headingLevel = 2,
}: CartOutOfStockProps) {
  const text = useMessages().cart;
  const headingId = useId();
  const hintId = useId();
  const Heading = `h${headingLevel}` as const;
  if (lines.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-describedby={hintId}>
      <Heading id={headingId} className={sectionHeading({ size: 'lg' })}>
        {text.outOfStock}
      </Heading>
      <p id={hintId} className={smallNote}>
        {text.outOfStockHint}
      </p>
      <ul className={bareList()}>
        {lines.map((line) => (
          <li key={line._id} className={styles.item}>
            <CartLine
              line={line}
              availability="outOfStock"
              status={pendingLineIds.includes(line._id) ? 'pending' : 'idle'}
              productHref={productHref(line)}
              renderLink={renderLink}
              headingLevel={headingLevel === 2 ? 3 : 4}
              onRemove={onRemove}
              onIncrease={ignore}
              onDecrease={ignore}
              onOutOfStock={ignore}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
