export { en } from './en';
export { format } from './format';
export {
  LanguageProvider,
  type LanguageProviderProps,
  useLanguage,
  useMessages,
} from './LanguageProvider';
export {
  defaultLanguage,
  htmlLang,
  isLanguage,
  type Language,
  languages,
  loadedMessages,
  loadMessages,
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
  PlaceholdersOf,
} from './messageTypes';
