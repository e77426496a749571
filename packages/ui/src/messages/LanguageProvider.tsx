import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  defaultLanguage,
  htmlLang,
  type Language,
  loadedPageMessages,
  loadedShellMessages,
  loadPageMessages,
  loadShellMessages,
} from './language';
import { type LanguageStorage, languageStorage } from './languageStorage';
import type { Messages, PageMessages, ShellMessages } from './messageTypes';
import { shellEn } from './shell.en';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
  shell: ShellMessages;
  /** The routed pages' texts once loaded (useMessages waits for them otherwise). */
  pages: PageMessages | undefined;
}

// Without a provider components still render, in English; there is then nothing to switch.
const LanguageContext = createContext<LanguageContextValue>({
  language: defaultLanguage,
  setLanguage: () => {},
  shell: shellEn,
  pages: undefined,
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

interface Shown {
  language: Language;
  shell: ShellMessages;
  pages: PageMessages | undefined;
}

function shownIfLoaded(language: Language): Shown | undefined {
  const shell = loadedShellMessages(language);
  return shell ? { language, shell, pages: loadedPageMessages(language) } : undefined;
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
  const [shown, setShown] = useState<Shown>(
    () => shownIfLoaded(wanted) ?? { language: defaultLanguage, shell: shellEn, pages: undefined },
  );
  const pagesShown = shown.pages !== undefined;

  useEffect(() => {
    let current = true;
    // A page that shows the routed pages' texts switches when both parts have arrived, so it never waits.
    Promise.all([loadShellMessages(wanted), pagesShown ? loadPageMessages(wanted) : undefined]).then(
      ([shell, pages]) => {
        if (current) setShown({ language: wanted, shell, pages: pages ?? loadedPageMessages(wanted) });
      },
      // Offline before this language ever loaded: the page stays as it is; the next choice retries.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, pagesShown]);

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

  const value = useMemo(() => ({ ...shown, setLanguage }), [shown, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * The texts of the parts every page shows (header, footer, toasts, home page, product cards): always
 * there, so the home page needs no more.
 */
export function useShellMessages(): ShellMessages {
  return useContext(LanguageContext).shell;
}

const merged = new WeakMap<ShellMessages, WeakMap<PageMessages, Messages>>();

/**
 * Every text of the active language: `useMessages().cart.title`. The routed app loads the pages' texts
 * before its first render; anywhere else the component waits for them (Suspense) the first time.
 */
export function useMessages(): Messages {
  const { language, shell, pages } = useContext(LanguageContext);
  const pageTexts = pages ?? loadedPageMessages(language) ?? use(loadPageMessages(language));
  let byPages = merged.get(shell);
  if (!byPages) {
    byPages = new WeakMap();
    merged.set(shell, byPages);
  }
  let messages = byPages.get(pageTexts);
  if (!messages) {
    messages = { ...shell, ...pageTexts };
    byPages.set(pageTexts, messages);
  }
  return messages;
}

/** The active language and the way to change it (remembered in localStorage by the app's provider). */
export function useLanguage(): Pick<LanguageContextValue, 'language' | 'setLanguage'> {
  const { language, setLanguage } = useContext(LanguageContext);
  return { language, setLanguage };
}
