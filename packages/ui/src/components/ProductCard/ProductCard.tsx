import type { ReactNode } from 'react';
import { squareMedia } from '../../recipes/media.css';
import * as styles from './ProductCard.css';
import { ProductCardArticle, type ProductCardArticleClasses } from './ProductCardParts';

/** The product fields a card shows; the contract's Product has these and more. */
export interface ProductCardProduct {
  name: string;
  slug: string;
  brand: string;
  /** Whole rupees. */
  price: number;
  /** Whole percent, 0 when there is none. */
  discount: number;
  /** 0 to 5; 0 means no reviews yet. */
  rating: number;
  images: readonly string[];
  /** Units left; a card without it says nothing about stock. */
  stock?: number;
}

export interface ProductCardLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export const productCardHeadingLevels = [2, 3, 4] as const;
export type ProductCardHeadingLevel = (typeof productCardHeadingLevels)[number];

export interface ProductCardProps {
  product: ProductCardProduct;
  /** Where the card leads, e.g. /product/details/{slug}. */
  href: string;
  /** Draws the link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** The level of the product name's heading in the page outline. */
  headingLevel?: ProductCardHeadingLevel;
  /** Controls drawn over the picture's corner, above the card's link (the wishlist heart). */
  actions?: ReactNode;
  /** `eager` for a card among the first the page shows (the first row of a listing); lazy otherwise. */
  imageLoading?: 'eager' | 'lazy';
}

const cardClasses: ProductCardArticleClasses = {
  article: styles.card,
  media: squareMedia,
  body: styles.body,
  name: styles.name,
  actions: styles.actions,
};

/**
 * One product in a grid or carousel: picture, name (the card's link), brand, the price a shopper pays with
 * the struck original and its discount, stars, and an "Out of stock" badge when nothing is left. Use it
 * wherever products are browsed; in a one-column list use ProductListItem, which has room for the
 * description. The price is computed by the shop's domain rules exactly as the server computes it.
 */
export function ProductCard({ headingLevel = 3, ...props }: ProductCardProps) {
  return <ProductCardArticle classes={cardClasses} headingLevel={headingLevel} {...props} />;
}
