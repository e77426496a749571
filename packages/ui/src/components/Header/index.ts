export { Header, type HeaderProps } from './Header';
export type { HeaderLinkProps, HeaderRenderLink } from './HeaderLink';
export { SUGGEST_DELAY_MS } from './HeaderSearch';
export {
  type HeaderAccount,
  type HeaderCategory,
  type HeaderCategoryStatus,
  type HeaderSuggest,
  type HeaderSuggestions,
  headerCategoryStatuses,
} from './headerData';
export type { HeaderLinks } from './headerLinks';
