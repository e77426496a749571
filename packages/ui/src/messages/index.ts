export { en } from './en';
export { format } from './format';
export { hi } from './hi';
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
  messagesByLanguage,
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
