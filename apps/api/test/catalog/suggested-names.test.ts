import { describe, expect, it } from 'vitest';
import { SuggestedNames } from '../../src/catalog/search-index/suggested-names';

const row = (name: string) => ({ name, slug: name.toLowerCase(), category: 'Kites' });

describe('the names kept for suggestions', () => {
  it('refuses a row read before the index heard of a change', () => {
    const names = new SuggestedNames(10);
    const mark = names.mark;
    // A product changed while its row was being read: the row may be the old one.
    names.forget('p2');
    names.keep('p1', row('Old'), mark);
    expect(names.get('p1')).toBeUndefined();
    names.keep('p1', row('New'), names.mark);
    expect(names.get('p1')).toEqual(row('New'));
  });

  it('forgets a changed product, and everything when categories change', () => {
    const names = new SuggestedNames(10);
    names.keep('p1', row('One'), names.mark);
    names.keep('p2', row('Two'), names.mark);
    names.forget('p1');
    expect(names.get('p1')).toBeUndefined();
    expect(names.get('p2')).toEqual(row('Two'));
    names.clear();
    expect(names.size).toBe(0);
  });

  it('holds at most its capacity, letting the least recently shown go', () => {
    const names = new SuggestedNames(2);
    names.keep('p1', row('One'), names.mark);
    names.keep('p2', row('Two'), names.mark);
    names.get('p1');
    names.keep('p3', row('Three'), names.mark);
    expect(names.size).toBe(2);
    expect(names.get('p2')).toBeUndefined();
    expect(names.get('p1')).toEqual(row('One'));
    expect(names.get('p3')).toEqual(row('Three'));
  });
});
