import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { en } from './en';
import { defaultLanguage, htmlLang, type Language, loadedMessages, loadMessages } from './language';
import { type LanguageStorage, languageStorage } from './languageStorage';
import type { Messages } from './messageTypes';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
  messages: Messages;
}

// Without a provider components still render, in English; there is then nothing to switch.
const LanguageContext = createContext<LanguageContextValue>({
  language: defaultLanguage,
  setLanguage: () => {},
  messages: en,
});

export interface LanguageProviderProps {
  children: ReactNode;
  /**
   * Controlled: the language to show, with `onLanguageChange` to hear requests for another. Leave it out
   * and the provider keeps the language itself, starting from and writing to `storage`.
   */
  language?: Language;
  onLanguageChange?: (language: Language) => void;
  /** Where an uncontrolled provider keeps the choice: localStorage `language` by default (SPEC.md §1). */
  storage?: LanguageStorage;
}

/** Gives every component below the active language's messages and sets `<html lang>` to match. */
export function LanguageProvider({
  children,
  language: controlledLanguage,
  onLanguageChange,
  storage = languageStorage,
}: LanguageProviderProps) {
  const [storedLanguage, setStoredLanguage] = useState<Language>(() => storage.read());
  const controlled = controlledLanguage !== undefined;
  const wanted = controlled ? controlledLanguage : storedLanguage;
  // What is on screen: the wanted language once its messages have arrived (at once when the app loaded them
  // before rendering), English until then.
  const [shown, setShown] = useState<{ language: Language; messages: Messages }>(() => {
    const messages = loadedMessages(wanted);
    return messages ? { language: wanted, messages } : { language: defaultLanguage, messages: en };
  });

  useEffect(() => {
    let current = true;
    loadMessages(wanted).then(
      (messages) => {
        if (current) setShown({ language: wanted, messages });
      },
      // Offline before Hindi ever loaded: the page stays in the language it shows; the next choice retries.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const setLanguage = useCallback(
    (next: Language) => {
      if (!controlled) {
        storage.write(next);
        setStoredLanguage(next);
      }
      onLanguageChange?.(next);
    },
    [controlled, storage, onLanguageChange],
  );

  // Before paint: the lang attribute picks Hindi line heights, so setting it late would shift the layout.
  useLayoutEffect(() => {
    document.documentElement.lang = htmlLang[shown.language];
  }, [shown.language]);

  const value = useMemo(
    () => ({ language: shown.language, setLanguage, messages: shown.messages }),
    [shown, setLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The active language's texts: `useMessages().header.login`. */
export function useMessages(): Messages {
  return useContext(LanguageContext).messages;
}

/** The active language and the way to change it (remembered in localStorage by the app's provider). */
export function useLanguage(): Pick<LanguageContextValue, 'language' | 'setLanguage'> {
  const { language, setLanguage } = useContext(LanguageContext);
  return { language, setLanguage };
}
