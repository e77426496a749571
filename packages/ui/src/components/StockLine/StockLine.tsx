import { numberFormat } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { sprinkles } from '../../theme/sprinkles.css';

export interface StockLineProps {
  /** Units left; 0 or less is out of stock. */
  stock: number;
}

const count = numberFormat('en-IN', { maximumFractionDigits: 0 });

/** SPEC.md §2.6: "In Stock (n)" while there is stock, "Out Of Stock" otherwise. */
export function StockLine({ stock }: StockLineProps) {
  const messages = useMessages().product;
  const inStock = stock > 0;
  return (
    <p
      className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', fontSize: 'md', margin: 'none' })}
    >
      <span className={sprinkles({ color: 'textMuted' })}>{messages.availability}:</span>
      <span
        className={sprinkles({ fontWeight: 'bold', color: inStock ? 'success' : 'danger' })}
        data-availability={inStock ? 'in-stock' : 'out-of-stock'}
      >
        {inStock ? format(messages.inStock, { count: count.format(stock) }) : messages.outOfStock}
      </span>
    </p>
  );
}
