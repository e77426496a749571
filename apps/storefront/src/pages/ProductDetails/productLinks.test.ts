import { describe, expect, it } from 'vitest';
import { buyNowHref, chatHref } from './productLinks';

describe('product links', () => {
  it('sends Buy Now to the checkout with the slug and the chosen quantity', () => {
    expect(buyNowHref('mixer-grinder-750w-3-jars', 3)).toBe(
      '/shipping?buyNow=mixer-grinder-750w-3-jars&quantity=3',
    );
  });

  it("sends Chat Seller to the seller's conversation", () => {
    expect(chatHref('5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a01')).toBe(
      '/dashboard/chat/5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a01',
    );
  });
});
