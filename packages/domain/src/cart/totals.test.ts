import { describe, expect, it } from 'vitest';
import { type CartLineInput, summarizeCart } from './totals';

function line(overrides: Partial<CartLineInput> & Pick<CartLineInput, 'productId'>): CartLineInput {
  return {
    sellerId: 'seller-a',
    shopName: 'Apna Bazaar',
    price: 500,
    discount: 0,
    stock: 10,
    quantity: 1,
    ...overrides,
  };
}

describe('summarizeCart', () => {
  it('is empty and cannot check out with no lines', () => {
    const summary = summarizeCart([]);
    expect(summary.groups).toEqual([]);
    expect(summary.outOfStock).toEqual([]);
    expect(summary.items).toBe(0);
    expect(summary.subtotal).toBe(0);
    expect(summary.shippingFee).toBe(0);
    expect(summary.grandTotal).toBe(0);
    expect(summary.canCheckout).toBe(false);
  });

  it('prices each line at the floored selling price times the quantity', () => {
    const summary = summarizeCart([line({ productId: 'p1', price: 999, discount: 15, quantity: 2 })]);
    const [group] = summary.groups;
    expect(group?.lines[0]?.sellingPrice).toBe(850);
    expect(group?.lines[0]?.lineTotal).toBe(1700);
    expect(summary.subtotal).toBe(1700);
  });

  it('groups lines by seller in the order shops first appear', () => {
    const summary = summarizeCart([
      line({ productId: 'p1', sellerId: 'seller-b', shopName: 'Chai Point' }),
      line({ productId: 'p2', sellerId: 'seller-a', shopName: 'Apna Bazaar' }),
      line({ productId: 'p3', sellerId: 'seller-b', shopName: 'Chai Point' }),
    ]);
    expect(summary.groups.map((group) => group.shopName)).toEqual(['Chai Point', 'Apna Bazaar']);
    expect(summary.groups[0]?.lines.map((l) => l.productId)).toEqual(['p1', 'p3']);
    expect(summary.groups[1]?.lines.map((l) => l.productId)).toEqual(['p2']);
  });

  it('charges ₹20 to a shop group whose subtotal is ₹1,999', () => {
    const summary = summarizeCart([line({ productId: 'p1', price: 1999 })]);
    expect(summary.groups[0]?.subtotal).toBe(1999);
    expect(summary.groups[0]?.shippingFee).toBe(20);
    expect(summary.groups[0]?.total).toBe(2019);
    expect(summary.grandTotal).toBe(2019);
  });

  it('ships a shop group free when its subtotal reaches ₹2,000', () => {
    const summary = summarizeCart([
      line({ productId: 'p1', price: 1500 }),
      line({ productId: 'p2', price: 500 }),
    ]);
    expect(summary.groups[0]?.subtotal).toBe(2000);
    expect(summary.groups[0]?.shippingFee).toBe(0);
    expect(summary.grandTotal).toBe(2000);
  });

  it('judges the threshold on the discounted subtotal, not the list price', () => {
    // list 2100, at 5% off sells for 1995: below the threshold
    const summary = summarizeCart([line({ productId: 'p1', price: 2100, discount: 5 })]);
    expect(summary.groups[0]?.subtotal).toBe(1995);
    expect(summary.groups[0]?.shippingFee).toBe(20);
  });

  it('charges shipping per shop, not per cart', () => {
    const summary = summarizeCart([
      line({ productId: 'p1', sellerId: 'seller-a', price: 1200 }),
      line({ productId: 'p2', sellerId: 'seller-b', shopName: 'Chai Point', price: 1200 }),
      line({ productId: 'p3', sellerId: 'seller-c', shopName: 'Kirana', price: 2500 }),
    ]);
    // two groups below ₹2,000 each pay ₹20, although the cart as a whole is ₹4,900
    expect(summary.groups.map((group) => group.shippingFee)).toEqual([20, 20, 0]);
    expect(summary.subtotal).toBe(4900);
    expect(summary.shippingFee).toBe(40);
    expect(summary.grandTotal).toBe(4940);
  });

  it('counts items as units across groups', () => {
    const summary = summarizeCart([
      line({ productId: 'p1', quantity: 3 }),
      line({ productId: 'p2', sellerId: 'seller-b', quantity: 2 }),
    ]);
    expect(summary.groups.map((group) => group.items)).toEqual([3, 2]);
    expect(summary.items).toBe(5);
  });

  it('sets out-of-stock lines aside and leaves them out of every total', () => {
    const gone = line({ productId: 'gone', sellerId: 'seller-b', price: 5000, stock: 0, quantity: 2 });
    const summary = summarizeCart([line({ productId: 'p1', price: 300 }), gone]);
    expect(summary.outOfStock).toEqual([gone]);
    expect(summary.groups.map((group) => group.sellerId)).toEqual(['seller-a']);
    expect(summary.items).toBe(1);
    expect(summary.subtotal).toBe(300);
    expect(summary.shippingFee).toBe(20);
    expect(summary.grandTotal).toBe(320);
    expect(summary.canCheckout).toBe(true);
  });

  it('cannot check out when every line is out of stock', () => {
    const summary = summarizeCart([line({ productId: 'p1', stock: 0 })]);
    expect(summary.groups).toEqual([]);
    expect(summary.grandTotal).toBe(0);
    expect(summary.canCheckout).toBe(false);
  });

  it('flags a quantity above the stock and blocks checkout, without changing the quantity', () => {
    const summary = summarizeCart([
      line({ productId: 'p1', stock: 2, quantity: 3 }),
      line({ productId: 'p2', stock: 2, quantity: 2 }),
    ]);
    const [tooMany, exact] = summary.groups[0]?.lines ?? [];
    expect(tooMany?.exceedsStock).toBe(true);
    expect(tooMany?.quantity).toBe(3);
    expect(exact?.exceedsStock).toBe(false);
    expect(summary.hasQuantityAboveStock).toBe(true);
    expect(summary.canCheckout).toBe(false);
  });

  it('works out each group’s payout to its seller, floored per unit', () => {
    const summary = summarizeCart([
      line({ productId: 'p1', price: 899, quantity: 3 }),
      line({ productId: 'p2', price: 19, quantity: 20 }),
    ]);
    expect(summary.groups[0]?.lines.map((l) => l.sellerPayout)).toEqual([2562, 360]);
    expect(summary.groups[0]?.sellerPayout).toBe(2922);
  });

  it('gives Buy Now the same totals as a cart holding the same line', () => {
    const buyNow = line({ productId: 'p1', price: 799, discount: 10, quantity: 2 });
    const summary = summarizeCart([buyNow]);
    expect(summary.subtotal).toBe(1440);
    expect(summary.shippingFee).toBe(20);
    expect(summary.grandTotal).toBe(1460);
    expect(summary.items).toBe(2);
  });

  it('carries the caller’s own fields through to the priced lines', () => {
    const summary = summarizeCart([{ ...line({ productId: 'p1' }), cartItemId: 'c-1', name: 'Kurta' }]);
    const priced = summary.groups[0]?.lines[0];
    expect(priced?.cartItemId).toBe('c-1');
    expect(priced?.name).toBe('Kurta');
  });

  it('refuses a quantity below 1, a negative stock and a bad price', () => {
    expect(() => summarizeCart([line({ productId: 'p1', quantity: 0 })])).toThrow(RangeError);
    expect(() => summarizeCart([line({ productId: 'p1', quantity: 1.5 })])).toThrow(RangeError);
    expect(() => summarizeCart([line({ productId: 'p1', stock: -1 })])).toThrow(RangeError);
    expect(() => summarizeCart([line({ productId: 'p1', price: -10 })])).toThrow(RangeError);
    expect(() => summarizeCart([line({ productId: 'p1', stock: 0, discount: 150 })])).toThrow(RangeError);
  });
});
