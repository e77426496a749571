import { defaultLanguage, isLanguage, type Language } from './language';

/** The localStorage key that keeps the chosen language (SPEC.md §1). */
export const languageStorageKey = 'language';

/** Where the chosen language is kept between visits. */
export interface LanguageStorage {
  /** The kept language, or english when there is none, it is not one we know, or storage cannot be read. */
  read(): Language;
  /** Keeps the language; does nothing when storage refuses (private mode, full, disabled). */
  write(language: Language): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserLocalStorage(): KeyValueStorage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/**
 * A LanguageStorage over any Web Storage; `getStorage` may return undefined or throw (reading
 * window.localStorage throws when the browser blocks site data), and every failure means "english".
 */
export function createLanguageStorage(
  getStorage: () => KeyValueStorage | undefined = browserLocalStorage,
): LanguageStorage {
  return {
    read() {
      try {
        const value = getStorage()?.getItem(languageStorageKey);
        return isLanguage(value) ? value : defaultLanguage;
      } catch {
        return defaultLanguage;
      }
    },
    write(language) {
      try {
        getStorage()?.setItem(languageStorageKey, language);
      } catch {
        // The choice still holds for this visit; it is only not remembered.
      }
    },
  };
}

/** The browser's localStorage under the key `language`. */
export const languageStorage: LanguageStorage = createLanguageStorage();
