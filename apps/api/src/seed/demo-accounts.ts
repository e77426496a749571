/** Accounts created with the demo catalogue, so a visitor (and the tests) can sign in straight away. */
export const DEMO_CUSTOMER = {
  name: 'Asha Verma',
  email: 'demo@bazaar.test',
  password: 'bazaar-demo-1',
} as const;

export const DEMO_SELLER = {
  name: 'Ravi Sharma',
  email: 'seller@bazaar.test',
  password: 'bazaar-seller-1',
  shopName: 'Sharma Electronics',
  city: 'Nagpur',
  state: 'Maharashtra',
} as const;
