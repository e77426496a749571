import { describe, expect, it } from 'vitest';
import {
  isShippingInfoComplete,
  normalizeShippingInfo,
  SHIPPING_FIELD_MAX_LENGTH,
  validateShippingInfo,
} from './shippingInfo';

const valid = {
  name: 'Priya Sharma',
  address: '12 Civil Lines',
  phone: '9876543210',
  post: '440001',
  province: 'Maharashtra',
  city: 'Nagpur',
  area: 'Sitabuldi',
};

describe('validateShippingInfo', () => {
  it('finds nothing wrong with complete, well-formed info', () => {
    expect(validateShippingInfo(valid)).toEqual({});
    expect(isShippingInfoComplete(valid)).toBe(true);
  });

  it('requires all seven fields', () => {
    expect(validateShippingInfo({})).toEqual({
      name: 'required',
      address: 'required',
      phone: 'required',
      post: 'required',
      province: 'required',
      city: 'required',
      area: 'required',
    });
    expect(isShippingInfoComplete({})).toBe(false);
  });

  it('treats blanks, null and undefined as missing', () => {
    expect(validateShippingInfo({ ...valid, name: '   ', city: null, area: undefined })).toEqual({
      name: 'required',
      city: 'required',
      area: 'required',
    });
  });

  it('reports only the fields with a problem', () => {
    expect(validateShippingInfo({ ...valid, post: '44001' })).toEqual({ post: 'invalidPin' });
    expect(validateShippingInfo({ ...valid, post: '000000' })).toEqual({ post: 'invalidPin' });
    expect(validateShippingInfo({ ...valid, phone: '5876543210' })).toEqual({ phone: 'invalidMobile' });
    expect(validateShippingInfo({ ...valid, province: 'Orissa' })).toEqual({ province: 'unknownState' });
  });

  it('accepts a mobile with +91 and spaces, a state in lower case and padded values', () => {
    expect(
      validateShippingInfo({ ...valid, phone: '+91 98765 43210', province: 'tamil nadu', post: ' 600001 ' }),
    ).toEqual({});
  });

  it('limits the length of free text, counting after trimming', () => {
    const longest = 'a'.repeat(SHIPPING_FIELD_MAX_LENGTH.address);
    expect(validateShippingInfo({ ...valid, address: `  ${longest}  ` })).toEqual({});
    expect(validateShippingInfo({ ...valid, address: `${longest}a` })).toEqual({ address: 'tooLong' });
    expect(validateShippingInfo({ ...valid, name: 'n'.repeat(SHIPPING_FIELD_MAX_LENGTH.name + 1) })).toEqual({
      name: 'tooLong',
    });
  });

  it('says required rather than malformed for an empty PIN, mobile or state', () => {
    expect(validateShippingInfo({ ...valid, post: '', phone: ' ', province: '' })).toEqual({
      post: 'required',
      phone: 'required',
      province: 'required',
    });
  });
});

describe('normalizeShippingInfo', () => {
  it('trims, keeps ten mobile digits and spells the state officially', () => {
    expect(
      normalizeShippingInfo({
        ...valid,
        name: '  Priya Sharma ',
        phone: '+91 98765 43210',
        province: '  west   bengal',
        post: ' 700001',
      }),
    ).toEqual({ ...valid, phone: '9876543210', province: 'West Bengal', post: '700001' });
  });

  it('refuses info that does not validate', () => {
    expect(() => normalizeShippingInfo({ ...valid, post: '12345' })).toThrow(RangeError);
    expect(() => normalizeShippingInfo({})).toThrow(RangeError);
  });
});
