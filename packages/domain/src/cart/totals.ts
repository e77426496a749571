import { sellerUnitPayout } from '../money/payout';
import { sellingPrice } from '../money/price';
import { shopShippingFee } from './shipping';

/** One product in a cart, or the single product of a Buy Now. Extra fields are carried through. */
export interface CartLineInput {
  readonly productId: string;
  readonly sellerId: string;
  readonly shopName: string;
  /** List price in whole rupees. */
  readonly price: number;
  /** Whole percent, 0–100. */
  readonly discount: number;
  readonly stock: number;
  readonly quantity: number;
}

export type PricedCartLine<L extends CartLineInput = CartLineInput> = L & {
  /** Price of one unit after discount, whole rupees. */
  readonly sellingPrice: number;
  /** sellingPrice × quantity. */
  readonly lineTotal: number;
  /** What the seller receives for this line after commission. */
  readonly sellerPayout: number;
  /** The quantity asked for is more than the stock left (SPEC.md §5: "Out of Stock"). */
  readonly exceedsStock: boolean;
};

/** The lines of one shop (one seller): one sub-order once the order is placed. */
export interface ShopGroup<L extends CartLineInput = CartLineInput> {
  readonly sellerId: string;
  readonly shopName: string;
  readonly lines: readonly PricedCartLine<L>[];
  /** Units in the group (sum of quantities). */
  readonly items: number;
  readonly subtotal: number;
  readonly shippingFee: number;
  /** subtotal + shippingFee. */
  readonly total: number;
  readonly sellerPayout: number;
}

export interface CartSummary<L extends CartLineInput = CartLineInput> {
  /** In-stock lines grouped by shop, shops in the order they first appear. */
  readonly groups: readonly ShopGroup<L>[];
  /** Lines whose product has no stock left; they count toward nothing below. */
  readonly outOfStock: readonly L[];
  /** Units across all groups. */
  readonly items: number;
  readonly subtotal: number;
  /** Sum of the groups' shipping fees. */
  readonly shippingFee: number;
  /** subtotal + shippingFee: what the buyer pays. */
  readonly grandTotal: number;
  /** Some in-stock line asks for more than its stock. */
  readonly hasQuantityAboveStock: boolean;
  /** There is something to order and no line asks for more than its stock. */
  readonly canCheckout: boolean;
}

function assertLine(line: CartLineInput): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`quantity of ${line.productId} must be a whole number ≥ 1, got ${line.quantity}`);
  }
  if (!Number.isSafeInteger(line.stock) || line.stock < 0) {
    throw new RangeError(`stock of ${line.productId} must be a whole number ≥ 0, got ${line.stock}`);
  }
}

/**
 * Totals of a cart, and of a Buy Now (pass its one line): the same rule for both (DESIGN.md §4).
 * Lines are grouped by seller; each group pays its own shipping fee unless its subtotal reaches the
 * free-shipping threshold. Out-of-stock lines are set aside. A quantity above the stock is flagged, not
 * changed: the totals show what was asked for, and the server refuses the order until it is fixed.
 */
export function summarizeCart<L extends CartLineInput>(lines: readonly L[]): CartSummary<L> {
  const bySeller = new Map<string, { shopName: string; lines: PricedCartLine<L>[] }>();
  const outOfStock: L[] = [];

  for (const line of lines) {
    assertLine(line);
    const unit = sellingPrice(line.price, line.discount);
    if (line.stock === 0) {
      outOfStock.push(line);
      continue;
    }
    const priced: PricedCartLine<L> = {
      ...line,
      sellingPrice: unit,
      lineTotal: unit * line.quantity,
      sellerPayout: sellerUnitPayout(unit) * line.quantity,
      exceedsStock: line.quantity > line.stock,
    };
    const group = bySeller.get(line.sellerId);
    if (group) {
      group.lines.push(priced);
    } else {
      bySeller.set(line.sellerId, { shopName: line.shopName, lines: [priced] });
    }
  }

  const groups: ShopGroup<L>[] = [];
  for (const [sellerId, group] of bySeller) {
    let items = 0;
    let subtotal = 0;
    let payout = 0;
    for (const line of group.lines) {
      items += line.quantity;
      subtotal += line.lineTotal;
      payout += line.sellerPayout;
    }
    const shippingFee = shopShippingFee(subtotal);
    groups.push({
      sellerId,
      shopName: group.shopName,
      lines: group.lines,
      items,
      subtotal,
      shippingFee,
      total: subtotal + shippingFee,
      sellerPayout: payout,
    });
  }

  let items = 0;
  let subtotal = 0;
  let shippingFee = 0;
  let hasQuantityAboveStock = false;
  for (const group of groups) {
    items += group.items;
    subtotal += group.subtotal;
    shippingFee += group.shippingFee;
    hasQuantityAboveStock ||= group.lines.some((line) => line.exceedsStock);
  }

  return {
    groups,
    outOfStock,
    items,
    subtotal,
    shippingFee,
    grandTotal: subtotal + shippingFee,
    hasQuantityAboveStock,
    canCheckout: groups.length > 0 && !hasQuantityAboveStock,
  };
}
