import type { contactEn } from './contact.en';
import type { Translated } from './translated';

export const contactHi: Translated<typeof contactEn> = {
  placeName: 'Bazaar',
  address: ['प्लॉट 42, सेंट्रल एवेन्यू', 'गांधीबाग, नागपुर', 'महाराष्ट्र 440002'],
  hours: [
    { days: 'सोमवार से शनिवार', time: 'सुबह 9 बजे – रात 8 बजे' },
    { days: 'रविवार', time: 'सुबह 10 बजे – शाम 6 बजे' },
  ],
};
