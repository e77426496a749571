import type { CategoryCarouselCategory } from './CategoryCarousel';

/** A 400 × 400 category tile drawn inline, so stories need no server and no network. */
function tileOf(background: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><circle cx="200" cy="200" r="130" fill="${shape}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const clothing: CategoryCarouselCategory = {
  name: 'Clothing',
  image: tileOf('hsl(28 70% 88%)', 'hsl(18 65% 45%)'),
};
export const kitchen: CategoryCarouselCategory = {
  name: 'Kitchen',
  image: tileOf('hsl(200 30% 90%)', 'hsl(200 40% 35%)'),
};
export const homeDecor: CategoryCarouselCategory = {
  name: 'Home Decor',
  image: tileOf('hsl(45 80% 90%)', 'hsl(40 75% 40%)'),
};
export const electronics: CategoryCarouselCategory = {
  name: 'Electronics',
  image: tileOf('hsl(220 30% 90%)', 'hsl(220 45% 35%)'),
};
export const beauty: CategoryCarouselCategory = {
  name: 'Beauty & Personal Care',
  image: tileOf('hsl(330 60% 92%)', 'hsl(330 45% 40%)'),
};
export const grocery: CategoryCarouselCategory = {
  name: 'Grocery',
  image: tileOf('hsl(100 40% 88%)', 'hsl(110 45% 30%)'),
};
export const books: CategoryCarouselCategory = {
  name: 'Books',
  image: tileOf('hsl(10 30% 90%)', 'hsl(10 35% 35%)'),
};
export const toys: CategoryCarouselCategory = {
  name: 'Toys & Games',
  image: tileOf('hsl(50 90% 88%)', 'hsl(260 45% 45%)'),
};
export const sports: CategoryCarouselCategory = {
  name: 'Sports & Fitness',
  image: tileOf('hsl(160 40% 88%)', 'hsl(160 50% 28%)'),
};

export const manyCategories: readonly CategoryCarouselCategory[] = [
  clothing,
  kitchen,
  homeDecor,
  electronics,
  beauty,
  grocery,
  books,
  toys,
  sports,
];

/** A picture that cannot be decoded: the browser fires "error" without a network request. */
export const brokenCategoryImage = 'data:image/png;base64,AAAA';
