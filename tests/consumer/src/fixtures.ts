// What the seller site would fetch from its own API: one product and the header's data.
import type { HeaderCategory, HeaderLinks, HeaderSuggest, ProductCardProduct } from '@bazaar/ui';

export const product: ProductCardProduct = {
  name: 'Handloom cotton saree',
  slug: 'handloom-cotton-saree',
  brand: 'Weavers of Nagpur',
  price: 2499,
  discount: 10,
  rating: 4.5,
  images: [],
  stock: 3,
};

export const links: HeaderLinks = {
  home: '/',
  shops: '/shops',
  about: '/about',
  contact: '/contact',
  dashboard: '/dashboard',
  login: '/login',
  wishlist: '/wishlist',
  cart: '/cart',
  category: (name) => `/products?${new URLSearchParams({ category: name })}`,
  search: ({ category, searchValue }) => `/search?${new URLSearchParams({ category, value: searchValue })}`,
  product: (slug) => `/product/details/${encodeURIComponent(slug)}`,
};

export const categories: HeaderCategory[] = [{ name: 'Clothing' }, { name: 'Kitchen' }, { name: 'Books' }];

export const suggest: HeaderSuggest = (text) =>
  Promise.resolve({
    products: product.name.toLowerCase().includes(text.toLowerCase())
      ? [{ name: product.name, slug: product.slug, category: 'Clothing' }]
      : [],
    categories: [],
  });
