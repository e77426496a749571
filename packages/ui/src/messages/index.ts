export { categoryName } from './categoryName';
export { format } from './format';
export {
  LanguageProvider,
  type LanguageProviderProps,
  useLanguage,
  useMessages,
  useShellMessages,
} from './LanguageProvider';
export {
  defaultLanguage,
  htmlLang,
  isLanguage,
  type Language,
  languages,
  loadedPageMessages,
  loadedShellMessages,
  loadMessages,
  loadPageMessages,
  loadShellMessages,
  supplyPageMessages,
} from './language';
export {
  createLanguageStorage,
  type LanguageStorage,
  languageStorage,
  languageStorageKey,
} from './languageStorage';
export type {
  Message,
  Messages,
  MessageValueNames,
  MessageValues,
  PageMessages,
  PlaceholdersOf,
  ShellMessages,
} from './messageTypes';
