import { describe, expect, it } from 'vitest';
import { documentAnswerKey } from './documentAnswers';

describe('documentAnswerKey', () => {
  it('is the path alone when there is no query', () => {
    expect(documentAnswerKey('/api/home/get-categorys', [])).toBe('/api/home/get-categorys');
  });

  it('orders the query by name, so either order finds the same answer', () => {
    const key = documentAnswerKey('/api/home/query-products', [
      ['pageNumber', '1'],
      ['category', 'Books'],
    ]);
    expect(key).toBe('/api/home/query-products?category=Books&pageNumber=1');
    expect(
      documentAnswerKey('/api/home/query-products', [
        ['category', 'Books'],
        ['pageNumber', '1'],
      ]),
    ).toBe(key);
  });

  it('tells different values and different pages apart', () => {
    expect(documentAnswerKey('/api/home/query-products', [['pageNumber', '1']])).not.toBe(
      documentAnswerKey('/api/home/query-products', [['pageNumber', '2']]),
    );
    expect(documentAnswerKey('/api/home/customer/get-reviews/a', [['pageNo', '1']])).not.toBe(
      documentAnswerKey('/api/home/customer/get-reviews/b', [['pageNo', '1']]),
    );
  });

  it('encodes the decoded values one way, so no value can pass for another parameter', () => {
    expect(documentAnswerKey('/api/home/query-products', [['searchValue', 'a b&pageNumber=2']])).toBe(
      '/api/home/query-products?searchValue=a%20b%26pageNumber%3D2',
    );
  });
});
