/** The 28 states of India, as named in the First Schedule to the Constitution. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** The 8 union territories of India. */
export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** States first, then union territories, each alphabetical: the order of the checkout's state picker. */
export const INDIAN_STATES_AND_UNION_TERRITORIES = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES] as const;

export type IndianState = (typeof INDIAN_STATES)[number];
export type IndianUnionTerritory = (typeof INDIAN_UNION_TERRITORIES)[number];
/** The value of the shipping form's `province` field. */
export type IndianStateOrUnionTerritory = (typeof INDIAN_STATES_AND_UNION_TERRITORIES)[number];

const byKey = new Map<string, IndianStateOrUnionTerritory>(
  INDIAN_STATES_AND_UNION_TERRITORIES.map((name) => [comparisonKey(name), name]),
);

function comparisonKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Exactly one of the official names. */
export function isIndianStateOrUnionTerritory(value: unknown): value is IndianStateOrUnionTerritory {
  return typeof value === 'string' && byKey.get(comparisonKey(value)) === value;
}

/**
 * The official name a typed value stands for, ignoring case and extra spaces ("tamil  nadu " →
 * "Tamil Nadu"); undefined when it names none. Old or informal names (Orissa, Pondicherry) are not
 * guessed at.
 */
export function toIndianStateOrUnionTerritory(value: string): IndianStateOrUnionTerritory | undefined {
  return byKey.get(comparisonKey(value));
}
