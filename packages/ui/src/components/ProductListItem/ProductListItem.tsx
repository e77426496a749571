import { LIST_DESCRIPTION_WORDS, truncateWords } from '@bazaar/domain';
import type { ReactNode } from 'react';
import { productName, squareMedia } from '../../recipes/media.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import type { ProductCardLinkProps, ProductCardProduct } from '../ProductCard';
import { ProductCardArticle, type ProductCardArticleClasses } from '../ProductCard/ProductCardParts';
import * as styles from './ProductListItem.css';

/** What a list row shows: the card's fields and the description. */
export interface ProductListItemProduct extends ProductCardProduct {
  description: string;
}

export const productListItemHeadingLevels = [2, 3, 4] as const;
export type ProductListItemHeadingLevel = (typeof productListItemHeadingLevels)[number];

export interface ProductListItemProps {
  product: ProductListItemProduct;
  /** Where the row leads, e.g. /product/details/{slug}. */
  href: string;
  /** Draws the link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  headingLevel?: ProductListItemHeadingLevel;
  /** Controls beside the row, e.g. the wishlist heart; kept outside the link. */
  actions?: ReactNode;
  /** `eager` for a row among the first the page shows; lazy otherwise. */
  imageLoading?: 'eager' | 'lazy';
}

const listItemClasses: ProductCardArticleClasses = {
  article: styles.item,
  media: squareMedia,
  body: stack({ gap: 'xs', minWidth: '0' }),
  name: productName.lg,
  actions: sprinkles({ alignSelf: 'flex-start' }),
};

/** A product in the listing's list view: picture beside name, price, rating and a short description. */
export function ProductListItem({ headingLevel = 3, ...props }: ProductListItemProps) {
  // SPEC.md §9: list view cuts the description to 12 words.
  const description = truncateWords(props.product.description, LIST_DESCRIPTION_WORDS);

  return (
    <ProductCardArticle
      classes={listItemClasses}
      headingLevel={headingLevel}
      {...props}
      ratingSize="sm"
      pictureSize="thumbnail"
    >
      {description.text.trim() !== '' ? (
        <p
          className={sprinkles({
            color: 'textMuted',
            fontSize: 'sm',
            lineHeight: 'relaxed',
            overflowWrap: 'anywhere',
            margin: 'none',
          })}
        >
          {description.text}
          {description.truncated ? '…' : null}
        </p>
      ) : null}
    </ProductCardArticle>
  );
}
