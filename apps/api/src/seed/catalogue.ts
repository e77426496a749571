import { beauty, books, grocery, sports, toysBaby } from './catalogue-everyday';
import { fashionMen, fashionWomen, footwear, jewellery } from './catalogue-fashion';
import { furniture, homeKitchen } from './catalogue-home';
import { electronics, laptops, mobiles, watches } from './catalogue-tech';
import type { CategorySeed } from './catalogue-types';

/** The demo catalogue's categories, in menu order. */
export const categorySeeds: readonly CategorySeed[] = [
  mobiles,
  laptops,
  electronics,
  fashionMen,
  fashionWomen,
  homeKitchen,
  beauty,
  grocery,
  books,
  sports,
  toysBaby,
  furniture,
  footwear,
  jewellery,
  watches,
];
