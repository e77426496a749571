import { en } from './en';
import { hi } from './hi';
import type { Messages } from './messageTypes';

/** The languages of the shop, spelt as SPEC.md §1 stores them. */
export const languages = ['english', 'hindi'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'english';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The `<html lang>` of each language, which also picks Hindi line heights and screen reader voices. */
export const htmlLang = {
  english: 'en',
  hindi: 'hi',
} as const satisfies Record<Language, string>;

export const messagesByLanguage: Readonly<Record<Language, Messages>> = {
  english: en,
  hindi: hi,
};
