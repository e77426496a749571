import { normalizeMobile } from './mobile';
import { isValidPin } from './pin';
import { type IndianStateOrUnionTerritory, toIndianStateOrUnionTerritory } from './states';

/**
 * The seven fields of the checkout's shipping form (SPEC.md §2.8, §3), spelled as the contract spells
 * them: `phone` is a mobile number, `post` the PIN code, `province` the state or union territory.
 */
export const SHIPPING_FIELDS = ['name', 'address', 'phone', 'post', 'province', 'city', 'area'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

export type ShippingInfo = Record<ShippingField, string>;
/** Shipping info as `normalizeShippingInfo` gives it: what a form saves and an order carries. */
export type NormalizedShippingInfo = ShippingInfo & { province: IndianStateOrUnionTerritory };
/** What a form or a request body may hold before validation. */
export type ShippingInfoInput = Readonly<Partial<Record<ShippingField, string | null | undefined>>>;

/** Stable codes the interface translates into a message per field (DESIGN.md §4). */
export const SHIPPING_ERROR_CODES = [
  'required',
  'tooLong',
  'invalidPin',
  'invalidMobile',
  'unknownState',
] as const;
export type ShippingErrorCode = (typeof SHIPPING_ERROR_CODES)[number];
/** Only the fields with a problem are present; an empty object means the info can be saved. */
export type ShippingInfoErrors = Partial<Record<ShippingField, ShippingErrorCode>>;

/** Longest accepted value of the free-text fields, in characters, after trimming. */
export const SHIPPING_FIELD_MAX_LENGTH = {
  name: 100,
  address: 200,
  city: 100,
  area: 100,
} as const satisfies Partial<Record<ShippingField, number>>;

type LimitedField = keyof typeof SHIPPING_FIELD_MAX_LENGTH;

function isLimitedField(field: ShippingField): field is LimitedField {
  return field in SHIPPING_FIELD_MAX_LENGTH;
}

function fieldProblem(field: ShippingField, value: string): ShippingErrorCode | undefined {
  if (value === '') return 'required';
  if (isLimitedField(field) && [...value].length > SHIPPING_FIELD_MAX_LENGTH[field]) return 'tooLong';
  switch (field) {
    case 'phone':
      return normalizeMobile(value) === null ? 'invalidMobile' : undefined;
    case 'post':
      return isValidPin(value) ? undefined : 'invalidPin';
    case 'province':
      return toIndianStateOrUnionTerritory(value) === undefined ? 'unknownState' : undefined;
    default:
      return undefined;
  }
}

/**
 * Checks the seven fields: each required after trimming; name, address, city and area within their
 * length; phone an Indian mobile; post a PIN code; province one of the states and union territories.
 */
export function validateShippingInfo(data: ShippingInfoInput): ShippingInfoErrors {
  const errors: ShippingInfoErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const problem = fieldProblem(field, (data[field] ?? '').trim());
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function isShippingInfoComplete(data: ShippingInfoInput): data is ShippingInfo {
  return Object.keys(validateShippingInfo(data)).length === 0;
}

/**
 * The form of valid shipping info that is stored: values trimmed, the mobile as ten digits, the state by
 * its official name. Throws a RangeError when `validateShippingInfo` reports a problem.
 */
export function normalizeShippingInfo(data: ShippingInfoInput): NormalizedShippingInfo {
  const errors = validateShippingInfo(data);
  const invalid = Object.keys(errors);
  if (invalid.length > 0) {
    throw new RangeError(`shipping info is not valid: ${invalid.join(', ')}`);
  }
  const value = (field: ShippingField) => (data[field] ?? '').trim();
  const phone = normalizeMobile(value('phone'));
  const province = toIndianStateOrUnionTerritory(value('province'));
  if (phone === null || province === undefined) {
    throw new RangeError('shipping info is not valid: phone, province');
  }
  return {
    name: value('name'),
    address: value('address'),
    phone,
    post: value('post'),
    province,
    city: value('city'),
    area: value('area'),
  };
}
