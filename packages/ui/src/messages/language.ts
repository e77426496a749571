import type { Messages, PageMessages, ShellMessages } from './messageTypes';
import { shellEn } from './shell.en';

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

/**
 * Messages come in two parts per language so that a page loads only what it shows: the shell (header,
 * footer, toasts, home page, product cards) and the routed pages' texts. English's shell is in every first
 * load; everything else is fetched when needed, once.
 */
const shellLoaders: Readonly<Record<Language, () => Promise<ShellMessages>>> = {
  english: async () => shellEn,
  hindi: async () => (await import('./shell.hi')).shellHi,
};
const pageLoaders: Readonly<Record<Language, () => Promise<PageMessages>>> = {
  english: async () => (await import('./pages.en')).pagesEn,
  hindi: async () => (await import('./pages.hi')).pagesHi,
};

interface Part<T> {
  promise: Promise<T>;
  value?: T;
}

function loader<T>(loaders: Readonly<Record<Language, () => Promise<T>>>, first?: [Language, T]) {
  const parts = new Map<Language, Part<T>>();
  if (first) parts.set(first[0], { promise: Promise.resolve(first[1]), value: first[1] });
  return {
    /** The same promise on every call until it settles (React's `use` needs that); a failure is retried. */
    load(language: Language): Promise<T> {
      const known = parts.get(language);
      if (known) return known.promise;
      const part: Part<T> = { promise: loaders[language]() };
      parts.set(language, part);
      part.promise.then(
        (value) => {
          part.value = value;
        },
        // Offline: forget the failure so the next need tries again.
        () => parts.delete(language),
      );
      return part.promise;
    },
    loaded(language: Language): T | undefined {
      return parts.get(language)?.value;
    },
    /** Hands over a part the caller already has, so it is never fetched. */
    supply(language: Language, value: T): void {
      if (parts.get(language)?.value === undefined)
        parts.set(language, { promise: Promise.resolve(value), value });
    },
  };
}

const shells = loader(shellLoaders, ['english', shellEn]);
const pages = loader(pageLoaders);

// Typed out so the built declarations can name them (messageTypes' placeholder brand is not exported).
export const loadShellMessages: (language: Language) => Promise<ShellMessages> = shells.load;
export const loadedShellMessages: (language: Language) => ShellMessages | undefined = shells.loaded;
export const loadPageMessages: (language: Language) => Promise<PageMessages> = pages.load;
export const loadedPageMessages: (language: Language) => PageMessages | undefined = pages.loaded;
/**
 * For an app that bundles a language's page texts with its entry (the routed app does English's, its
 * visitors' first render needs them): no request for them then, and no round trip before that render.
 */
export const supplyPageMessages: (language: Language, messages: PageMessages) => void = pages.supply;

/** Both parts: what the routed app (and a story) awaits before its first render. */
export async function loadMessages(language: Language): Promise<Messages> {
  const [shell, page] = await Promise.all([shells.load(language), pages.load(language)]);
  return { ...shell, ...page };
}
