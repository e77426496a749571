import { en } from './en';
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

// English is in every first load; Hindi loads when a visitor picks it (or has picked it before), so a page
// does not carry both.
const loaders: Readonly<Record<Language, () => Promise<Messages>>> = {
  english: async () => en,
  hindi: async () => (await import('./hi')).hi,
};
const loaded = new Map<Language, Messages>([['english', en]]);

/** The language's messages if they have arrived already. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** The language's messages, fetched once. An app awaits the kept language's before its first render. */
export async function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const messages = await loaders[language]();
  loaded.set(language, messages);
  return messages;
}
