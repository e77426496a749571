import type { ShopContactContent } from './contact';

export const contactEn = {
  placeName: 'Bazaar',
  address: ['Plot 42, Central Avenue', 'Gandhibagh, Nagpur', 'Maharashtra 440002'],
  hours: [
    { days: 'Monday to Saturday', time: '9 AM – 8 PM' },
    { days: 'Sunday', time: '10 AM – 6 PM' },
  ],
} as const satisfies ShopContactContent;
