import { formatInr, type InrLocale } from '@bazaar/domain';
import { useId } from 'react';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import type { Language } from '../../messages/language';
import { button } from '../../recipes/button.css';
import { rowThumb, thumbRow } from '../../recipes/media.css';
import { smallNote } from '../../recipes/note.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { FormProblem } from '../FormProblem/FormProblem';
import { ProductCardPicture } from '../ProductCard/ProductCardParts';
import * as styles from './CheckoutSummary.css';
import * as orderPanel from './OrderPanel.css';

const inrLocales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, InrLocale>;

/** Whether the address is saved yet: Place Order waits for it (SPEC.md §4). */
export const checkoutShippingStates = ['editing', 'saved'] as const;
export type CheckoutShippingState = (typeof checkoutShippingStates)[number];

/** idle until Place Order; placing while the server answers; error when it refused (DESIGN.md §4). */
export const checkoutSummaryStatuses = ['idle', 'placing', 'error'] as const;
export type CheckoutSummaryStatus = (typeof checkoutSummaryStatuses)[number];

/** One product line; a priced line of the domain's summarizeCart with the product's name and pictures. */
export interface CheckoutSummaryLine {
  productId: string;
  name: string;
  brand: string;
  images: readonly string[];
  quantity: number;
  /** Price of one unit after discount, whole rupees. */
  sellingPrice: number;
  lineTotal: number;
}

/** One shop's lines, as summarizeCart groups them: each pays its own shipping fee (DESIGN.md §3). */
export interface CheckoutSummaryGroup {
  sellerId: string;
  shopName: string;
  lines: readonly CheckoutSummaryLine[];
  items: number;
  subtotal: number;
  shippingFee: number;
}

export interface CheckoutSummaryProps {
  /** The cart's in-stock groups, or the single group of a Buy Now. */
  groups: readonly CheckoutSummaryGroup[];
  /** Units across all groups. */
  items: number;
  subtotal: number;
  /** Sum of the groups' fees. */
  shippingFee: number;
  /** subtotal + shippingFee. */
  grandTotal: number;
  shipping: CheckoutShippingState;
  status: CheckoutSummaryStatus;
  /** The server's text when status is error. */
  error?: string;
  onPlaceOrder: () => void;
}

/**
 * The checkout's items grouped by shop and its Order Summary panel (SPEC.md §2.8): items, subtotal, each shop's
 * shipping fee, total, and Place Order, which waits for a saved address and says so beside it.
 */
export function CheckoutSummary({
  groups,
  items,
  subtotal,
  shippingFee,
  grandTotal,
  shipping,
  status,
  error,
  onPlaceOrder,
}: CheckoutSummaryProps) {
  const messages = useMessages().checkout;
  const locale = inrLocales[useLanguage().language];
  const ids = { items: useId(), summary: useId(), reason: useId() };
  const money = (amount: number) => formatInr(amount, locale);
  const fee = (amount: number) => (amount === 0 ? messages.free : money(amount));
  const placing = status === 'placing';
  const waitingForAddress = shipping !== 'saved';

  return (
    <div className={styles.layout}>
      <section className={stack({ gap: 'md' })} aria-labelledby={ids.items}>
        <h2 id={ids.items} className={visuallyHidden}>
          {messages.itemsByShop}
        </h2>
        {groups.map((group) => (
          <section key={group.sellerId} className={orderPanel.panel}>
            <h3
              className={sprinkles({
                fontSize: 'md',
                fontWeight: 'bold',
                overflowWrap: 'anywhere',
                margin: 'none',
              })}
            >
              {format(messages.shop, { shop: group.shopName })}
            </h3>
            <ul className={stack({ gap: 'md', listStyle: 'none', margin: 'none', padding: 'none' })}>
              {group.lines.map((line) => (
                <li key={line.productId} className={thumbRow}>
                  <div className={rowThumb}>
                    <ProductCardPicture
                      name={line.name}
                      src={line.images[0]}
                      outOfStock={false}
                      size="thumbnail"
                    />
                  </div>
                  <div className={stack({ gap: 'xxs', minWidth: '0' })}>
                    <span className={sprinkles({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                      {line.name}
                    </span>
                    <span className={styles.muted}>{line.brand}</span>
                    <span className={styles.muted}>
                      {format(messages.quantity, { count: line.quantity })}
                    </span>
                  </div>
                  <span className={sprinkles({ fontWeight: 'bold', whiteSpace: 'nowrap' })}>
                    {money(line.lineTotal)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <section className={orderPanel.panel} aria-labelledby={ids.summary} aria-busy={placing}>
        <h2 id={ids.summary} className={orderPanel.title}>
          {messages.summaryTitle}
        </h2>
        <dl className={orderPanel.rows}>
          <div className={orderPanel.row}>
            <dt>{format(messages.itemCount, { count: items })}</dt>
            <dd className={orderPanel.amount}>{money(subtotal)}</dd>
          </div>
          {groups.map((group) => (
            <div key={group.sellerId} className={orderPanel.row}>
              <dt>{format(messages.shopShipping, { shop: group.shopName })}</dt>
              <dd className={orderPanel.amount}>{fee(group.shippingFee)}</dd>
            </div>
          ))}
          <div className={orderPanel.row}>
            <dt>{messages.shippingFee}</dt>
            <dd className={orderPanel.amount}>{fee(shippingFee)}</dd>
          </div>
          <div className={orderPanel.totalRow}>
            <dt>{messages.total}</dt>
            <dd className={orderPanel.amount}>{money(grandTotal)}</dd>
          </div>
        </dl>
        {/* aria-disabled while placing keeps focus on the button; disabled before the address is saved. */}
        <button
          type="button"
          className={button({ variant: 'primary', fullWidth: true })}
          disabled={waitingForAddress}
          aria-disabled={placing || undefined}
          aria-describedby={waitingForAddress ? ids.reason : undefined}
          onClick={() => {
            if (!placing) onPlaceOrder();
          }}
        >
          {placing ? messages.placing : messages.placeOrder}
        </button>
        {waitingForAddress ? (
          <p id={ids.reason} className={smallNote}>
            {messages.saveAddressFirst}
          </p>
        ) : null}
        {status === 'error' ? <FormProblem title={messages.placeFailed} detail={error} /> : null}
      </section>
    </div>
  );
}
