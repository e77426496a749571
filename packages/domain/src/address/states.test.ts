import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  INDIAN_UNION_TERRITORIES,
  isIndianStateOrUnionTerritory,
  toIndianStateOrUnionTerritory,
} from './states';

describe('the list of states and union territories', () => {
  it('has 28 states and 8 union territories, none twice', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(INDIAN_STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    expect(new Set(INDIAN_STATES_AND_UNION_TERRITORIES).size).toBe(36);
  });

  it('uses the current official names', () => {
    expect(INDIAN_STATES).toContain('Odisha');
    expect(INDIAN_STATES).toContain('Telangana');
    expect(INDIAN_STATES).toContain('Uttarakhand');
    expect(INDIAN_UNION_TERRITORIES).toContain('Puducherry');
    expect(INDIAN_UNION_TERRITORIES).toContain('Dadra and Nagar Haveli and Daman and Diu');
    expect(INDIAN_UNION_TERRITORIES).toContain('Ladakh');
    // Jammu and Kashmir has been a union territory since 2019.
    expect(INDIAN_STATES).not.toContain('Jammu and Kashmir');
    expect(INDIAN_UNION_TERRITORIES).toContain('Jammu and Kashmir');
  });
});

describe('isIndianStateOrUnionTerritory', () => {
  it.each(INDIAN_STATES_AND_UNION_TERRITORIES)('accepts %s', (name) => {
    expect(isIndianStateOrUnionTerritory(name)).toBe(true);
  });

  it.each([
    'Orissa',
    'Pondicherry',
    'Uttaranchal',
    'Tamilnadu',
    'Maharastra',
    'New Delhi',
    'maharashtra',
    ' Goa',
    'Daman and Diu',
    '',
  ])('rejects %j', (name) => {
    expect(isIndianStateOrUnionTerritory(name)).toBe(false);
  });

  it('rejects what is not a string', () => {
    expect(isIndianStateOrUnionTerritory(undefined)).toBe(false);
    expect(isIndianStateOrUnionTerritory(28)).toBe(false);
  });
});

describe('toIndianStateOrUnionTerritory', () => {
  it('finds the official name whatever the case and spacing', () => {
    expect(toIndianStateOrUnionTerritory('maharashtra')).toBe('Maharashtra');
    expect(toIndianStateOrUnionTerritory('  tamil   NADU ')).toBe('Tamil Nadu');
    expect(toIndianStateOrUnionTerritory('Delhi')).toBe('Delhi');
  });

  it('does not guess at near misses or old names', () => {
    expect(toIndianStateOrUnionTerritory('Tamilnadu')).toBeUndefined();
    expect(toIndianStateOrUnionTerritory('Orissa')).toBeUndefined();
    expect(toIndianStateOrUnionTerritory('West Bengal state')).toBeUndefined();
  });
});
