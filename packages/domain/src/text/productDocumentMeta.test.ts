import { describe, expect, it } from 'vitest';
import { productDocumentMeta } from './productDocumentMeta';

describe('productDocumentMeta', () => {
  it('titles the page "{name} | {brand}"', () => {
    expect(productDocumentMeta({ name: 'Brass Diya', description: 'Hand made.' }, 'Bazaar').title).toBe(
      'Brass Diya | Bazaar',
    );
  });

  it('keeps a short description whole', () => {
    expect(
      productDocumentMeta({ name: 'x', description: 'Hand made in Moradabad.' }, 'Bazaar').description,
    ).toBe('Hand made in Moradabad.');
  });

  it('cuts a long description after 25 words with an ellipsis', () => {
    const words = Array.from({ length: 30 }, (_, index) => `w${index + 1}`);
    const { description } = productDocumentMeta({ name: 'x', description: words.join(' ') }, 'Bazaar');
    expect(description).toBe(`${words.slice(0, 25).join(' ')}…`);
  });
});
