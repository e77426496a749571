import {
  brassDiya,
  kurta,
  longNamedSaree,
  mixerGrinder,
  newArrival,
} from '../ProductCard/ProductCard.fixtures';
import type { ProductListItemProduct } from './ProductListItem';

export { brokenImage } from '../ProductCard/ProductCard.fixtures';

/** Eight words: shown whole in list view. */
export const kurtaRow: ProductListItemProduct = {
  ...kurta,
  description: 'Breathable handloom cotton, hand-block printed in Jaipur workshops.',
};

/** Twenty-three words: list view keeps the first twelve. */
export const mixerRow: ProductListItemProduct = {
  ...mixerGrinder,
  description:
    'A 750 W copper motor with three stainless steel jars for chutneys, idli batter and dry masala, backed by a two year warranty.',
};

export const diyaRow: ProductListItemProduct = {
  ...brassDiya,
  description: 'Hand-polished brass lamps from Moradabad, a pair for the puja shelf.',
};

export const sareeRow: ProductListItemProduct = {
  ...longNamedSaree,
  description:
    'Pure katan silk woven on a handloom in Varanasi over three weeks, with a real zari border, a contrast pallu and an unstitched blouse piece.',
};

export const bottleRow: ProductListItemProduct = {
  ...newArrival,
  description: 'Keeps water cool without a fridge.',
};

export const listRows: readonly ProductListItemProduct[] = [kurtaRow, mixerRow, diyaRow, sareeRow, bottleRow];
