import { FREE_SHIPPING_THRESHOLD, formatInr, shopShippingFee } from '@bazaar/domain';
import { type ReactNode, useId } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import {
  CartLine,
  type CartLineCallbacks,
  type CartLineData,
  type CartLinkProps,
  renderCartAnchor,
} from '../CartLine/CartLine';
import * as styles from './CartShopGroup.css';

/** One shop's lines: the contract's CartShopGroup. `price` is the server's subtotal at selling price. */
export interface CartShopGroupData {
  shopName: string;
  sellerId: string;
  /** Whole rupees. */
  price: number;
  products: readonly CartLineData[];
}

export const cartShopGroupHeadingLevels = [2, 3] as const;
export type CartShopGroupHeadingLevel = (typeof cartShopGroupHeadingLevels)[number];

export interface CartShopGroupProps extends CartLineCallbacks {
  group: CartShopGroupData;
  /** Cart line ids (`_id`) whose change is with the server. */
  pendingLineIds?: readonly string[];
  /** A product's page: /product/details/{slug} in the storefront. */
  productHref: (line: CartLineData) => string;
  renderLink?: (props: CartLinkProps) => ReactNode;
  headingLevel?: CartShopGroupHeadingLevel;
}

/**
 * The lines of one shop with the shop's subtotal and shipping fee: ₹20, waived when the shop's subtotal reaches
 * ₹2,000 (DESIGN.md §3), with how much more would make it free.
 */
export function CartShopGroup({
  group,
  pendingLineIds = [],
  productHref,
  renderLink = renderCartAnchor,
  headingLevel = 2,
  ...callbacks
}: CartShopGroupProps) {
  const text = useMessages().cart;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const lineHeading = headingLevel === 2 ? 3 : 4;
  const fee = shopShippingFee(group.price);

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <Heading id={headingId} className={sectionHeading({ wrap: true })}>
        {group.shopName}
      </Heading>
      <ul className={bareList()} aria-label={format(text.shopProducts, { shopName: group.shopName })}>
        {group.products.map((line) => (
          <li key={line._id} className={styles.item}>
            <CartLine
              line={line}
              status={pendingLineIds.includes(line._id) ? 'pending' : 'idle'}
              productHref={productHref(line)}
              renderLink={renderLink}
              headingLevel={lineHeading}
              {...callbacks}
            />
          </li>
        ))}
      </ul>
      <dl className={stack({ gap: 'xs', margin: 'none', paddingTop: 'sm', borderTop: 'hairline' })}>
        <div className={styles.row}>
          <dt>{text.subtotal}</dt>
          <dd className={styles.amount}>{formatInr(group.price)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{text.shippingFee}</dt>
          <dd className={styles.amount}>{fee === 0 ? text.free : formatInr(fee)}</dd>
        </div>
      </dl>
      <p
        className={sprinkles({
          color: fee === 0 ? 'onSuccessSubtle' : 'textMuted',
          fontSize: 'sm',
          margin: 'none',
        })}
        data-free={fee === 0}
      >
        {fee === 0
          ? text.freeShippingReached
          : format(text.freeShippingHint, { amount: formatInr(FREE_SHIPPING_THRESHOLD - group.price) })}
      </p>
    </section>
  );
}
