export {
  ChatConnectionBanner,
  type ChatConnectionBannerProps,
  type ChatConnectionState,
  type ChatSignInLinkProps,
  chatConnectionStatuses,
} from './ChatConnectionBanner';
