export {
  ChatConversation,
  type ChatConversationProps,
  type ChatConversationState,
  type ChatMessageEntry,
  type ChatOutboxMessage,
  chatConversationStatuses,
} from './ChatConversation';
