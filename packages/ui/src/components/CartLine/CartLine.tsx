import { formatInr, sellingPrice } from '@bazaar/domain';
import { type ReactNode, useId } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { textLink } from '../../recipes/link.css';
import { smallNote } from '../../recipes/note.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { spinner } from '../../recipes/spinner.css';
import { cluster, figures } from '../../theme/layout';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { PriceWithDiscount } from '../PriceWithDiscount';
import { ProductCardPicture } from '../ProductCard/ProductCardParts';
import { QuantitySelector } from '../QuantitySelector';
import * as styles from './CartLine.css';

/** The product of a cart line: the contract's CartProductInfo. */
export interface CartLineProduct {
  /** The product's id. */
  _id: string;
  name: string;
  slug: string;
  brand: string;
  /** Whole rupees, before the discount. */
  price: number;
  /** Whole percent. */
  discount: number;
  /** Units left. */
  stock: number;
  images: readonly string[];
  shopName: string;
  sellerId: string;
}

/** One line of the cart: the contract's CartLine. `_id` is the cart line's id, for the quantity and delete calls. */
export interface CartLineData {
  _id: string;
  quantity: number;
  productInfo: CartLineProduct;
}

export interface CartLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export function renderCartAnchor({ href, className, children }: CartLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** idle, or pending while a change to this line (quantity, removal) is with the server. */
export const cartLineStatuses = ['idle', 'pending'] as const;
export type CartLineStatus = (typeof cartLineStatuses)[number];

/** inStock lines can change quantity; outOfStock lines (SPEC.md §2.7's section) can only be removed. */
export const cartLineAvailabilities = ['inStock', 'outOfStock'] as const;
export type CartLineAvailability = (typeof cartLineAvailabilities)[number];

export const cartLineHeadingLevels = [3, 4] as const;
export type CartLineHeadingLevel = (typeof cartLineHeadingLevels)[number];

export interface CartLineCallbacks {
  /** + below the stock: the page calls quantity-inc with `line._id`. */
  onIncrease: (line: CartLineData) => void;
  /** − above 1: the page calls quantity-dec with `line._id`. */
  onDecrease: (line: CartLineData) => void;
  /** + at the stock: the page toasts "Out of Stock" (SPEC.md §5, §8). */
  onOutOfStock: (line: CartLineData) => void;
  /** The page calls delete-card-product with `line._id`. */
  onRemove: (line: CartLineData) => void;
}

export interface CartLineProps extends CartLineCallbacks {
  line: CartLineData;
  availability?: CartLineAvailability;
  status?: CartLineStatus;
  /** The product's page: /product/details/{slug} in the storefront. */
  productHref: string;
  renderLink?: (props: CartLinkProps) => ReactNode;
  headingLevel?: CartLineHeadingLevel;
}

/**
 * A product in the cart: its picture, name (a link to it), price with the discount floored as every total is
 * (SPEC.md §9), the quantity selector, the line's total and a remove button that names the product.
 */
export function CartLine({
  line,
  availability = 'inStock',
  status = 'idle',
  productHref,
  renderLink = renderCartAnchor,
  headingLevel = 3,
  onIncrease,
  onDecrease,
  onOutOfStock,
  onRemove,
}: CartLineProps) {
  const messages = useMessages();
  const text = messages.cart;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const product = line.productInfo;
  const pending = status === 'pending';
  const inStock = availability === 'inStock';
  const aboveStock = inStock && line.quantity > product.stock;

  return (
    <article
      className={styles.line}
      aria-labelledby={headingId}
      aria-busy={pending}
      data-availability={inStock ? 'in-stock' : 'out-of-stock'}
      data-status={status}
    >
      <div className={styles.picture}>
        <ProductCardPicture name={product.name} src={product.images[0]} outOfStock={false} size="thumbnail" />
      </div>
      <div className={styles.details}>
        <Heading id={headingId} className={sectionHeading({ size: 'md', weight: 'medium', wrap: true })}>
          {renderLink({
            href: productHref,
            className: textLink({ tone: 'text', weight: 'regular', underline: 'hover' }),
            children: product.name,
          })}
        </Heading>
        <p className={smallNote}>{format(text.brand, { brand: product.brand })}</p>
        <PriceWithDiscount price={product.price} discount={product.discount} />
        {inStock ? null : <p className={styles.stockBadge}>{text.outOfStock}</p>}
      </div>
      <div className={styles.controls}>
        {inStock ? (
          <>
            <QuantitySelector
              quantity={line.quantity}
              stock={product.stock}
              // While a change is with the server, further presses are ignored: the next one would act on a
              // quantity the server has not confirmed.
              onQuantityChange={(next) => {
                if (pending) return;
                if (next > line.quantity) onIncrease(line);
                else if (next < line.quantity) onDecrease(line);
              }}
              onLimit={() => {
                if (!pending) onOutOfStock(line);
              }}
            />
            <p className={figures({ fontWeight: 'bold', margin: 'none' })}>
              <span className={visuallyHidden}>{text.lineTotal}: </span>
              {formatInr(sellingPrice(product.price, product.discount) * line.quantity)}
            </p>
          </>
        ) : null}
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          aria-label={format(text.remove, { productName: product.name })}
          aria-disabled={pending}
          onClick={() => {
            if (!pending) onRemove(line);
          }}
        >
          {messages.common.remove}
        </button>
      </div>
      <div className={styles.notes}>
        {aboveStock ? (
          <p className={styles.warning}>{format(text.onlyLeft, { count: product.stock })}</p>
        ) : null}
        {/* Present from the start, so screen readers announce "Updating…" when it appears in it. */}
        <p
          className={cluster({ gap: 'xs', color: 'textMuted', fontSize: 'sm', margin: 'none' })}
          role="status"
        >
          {pending ? (
            <>
              <span className={spinner()} aria-hidden="true" />
              {text.updating}
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
