import type { CategorySeed } from './catalogue-types';
import type { Random } from './random';

const openers: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Excellent product, exactly as described.',
    'Absolutely love it!',
    'Superb quality for the price.',
    'Best purchase I have made this year.',
    'Paisa vasool!',
    'Very happy with this purchase.',
    'Five stars without a second thought.',
    'Highly recommended.',
  ],
  4: [
    'Good product overall.',
    'Nice quality, happy with the purchase.',
    'Value for money.',
    'Pretty good, just a couple of small issues.',
    'Does the job well.',
    'Satisfied with it.',
  ],
  3: [
    'Average product.',
    'It is okay for the price.',
    'Decent, but not great.',
    'Mixed feelings about this one.',
  ],
  2: ['Not really satisfied.', 'Below my expectations.', 'Quality could be much better.'],
  1: ['Very disappointed.', 'Poor quality, would not recommend.', 'Not worth the money at all.'],
};

const goodService = [
  'Delivered two days before the promised date.',
  'Packaging was neat and secure.',
  'The seller answered my questions on chat quickly.',
  'Reached Nagpur in just three days.',
  'Cash on delivery made it easy to order.',
];

const poorService = [
  'Delivery took longer than promised.',
  'The outer box arrived slightly damaged.',
  'Had to follow up twice about the delivery.',
];

/** A review a real shopper might write: an opener for the rating, a remark on the product, maybe one on delivery. */
export function writeReview(random: Random, category: CategorySeed, rating: 1 | 2 | 3 | 4 | 5): string {
  const parts = [random.pick(openers[rating])];
  if (rating >= 4) {
    parts.push(random.pick(category.praise));
    if (random.chance(0.35)) parts.push(random.pick(goodService));
  } else if (rating === 3) {
    parts.push(random.pick(category.praise), `But ${lowerFirst(random.pick(category.complaints))}`);
  } else {
    parts.push(random.pick(category.complaints));
    if (random.chance(0.4)) parts.push(random.pick(poorService));
  }
  return parts.join(' ');
}

function lowerFirst(sentence: string): string {
  // Keep "I" and acronyms as they are.
  return /^(I\b|[A-Z]{2})/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
