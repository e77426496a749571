import type { ReviewListReview } from './ReviewList';

const reviewers = [
  'Asha Patil',
  'Rohan Deshmukh',
  'Meera Iyer',
  'Imran Qureshi',
  'Kavya Nair',
  'Harpreet Singh',
];
const texts = [
  'Soft fabric and true to size. The print has not faded after three washes.',
  'Good value for the price, delivery to Nagpur took two days.',
  'Colour is a little darker than the photo but I like it.',
  'Stitching came loose at the hem; the seller replaced it quickly.',
  'बहुत बढ़िया क्वालिटी, दोबारा ख़रीदूँगी।',
];

/** `count` reviews, newest first, numbered from `from` so pages can be told apart. */
export function reviewsFor(count: number, from = 1): ReviewListReview[] {
  return Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return {
      _id: `0d1e2f30-0000-4000-8000-${String(number).padStart(12, '0')}`,
      name: reviewers[number % reviewers.length] ?? 'Asha Patil',
      review: `${texts[number % texts.length] ?? ''} (#${number})`,
      rating: (number % 5) + 1,
      date: new Date(Date.UTC(2025, 2, 28 - (number % 27), 10, 30)).toISOString(),
    };
  });
}
