import type { ContactHours } from '../components/ContactCard/ContactCard';
import type { Language } from '../messages/language';
import { contactEn } from './contact.en';
import { contactHi } from './contact.hi';

/** What changes with the language: how the address and the support hours are written. */
export interface ShopContactContent {
  /** Written on the map's pin and over the address. */
  placeName: string;
  address: readonly string[];
  /** SPEC.md §9: Monday to Saturday 9 AM to 8 PM, Sunday 10 AM to 6 PM. */
  hours: readonly ContactHours[];
}

/** The marketplace's own contact details (SPEC.md §1: based in Nagpur, Maharashtra), the same in every language. */
export const shopContact = {
  email: 'support@bazaar.shop',
  phone: '+91 98765 43210',
} as const;

export const shopContactContent: Readonly<Record<Language, ShopContactContent>> = {
  english: contactEn,
  hindi: contactHi,
};
