import type { ChatMessage } from '@bazaar/api-client';

/**
 * Shape checks of what the chat server sends (docs/chat.md): the socket actor reports a payload to the chat
 * machine only once it is known to be what the contract says, so a malformed one never reaches the screen.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** openapi.yaml `ChatMessage`. */
export function chatMessageOf(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { _id, senderId, receverId, senderName, message, createdAt } = value;
  if (
    !isString(_id) ||
    !isString(senderId) ||
    !isString(receverId) ||
    !isString(senderName) ||
    !isString(message) ||
    !isString(createdAt)
  ) {
    return null;
  }
  return { _id, senderId, receverId, senderName, message, createdAt };
}

/** `activeSeller`: `[{ sellerId }]`, the whole list each time. */
export function activeSellerIdsOf(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const ids: string[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || !isString(entry.sellerId)) return null;
    ids.push(entry.sellerId);
  }
  return ids;
}

/** An acknowledgement: `{ message }` on success, `{ error }` when refused, anything else is malformed. */
export type SendAck = { kind: 'stored'; message: ChatMessage } | { kind: 'refused'; error: string } | null;

export function sendAckOf(value: unknown): SendAck {
  if (!isRecord(value)) return null;
  if (isString(value.error)) return { kind: 'refused', error: value.error };
  const message = chatMessageOf(value.message);
  return message ? { kind: 'stored', message } : null;
}

/** The acknowledgement of `add_user`: `{ ok: true }`, or `{ error }`. */
export type JoinAck = { kind: 'joined' } | { kind: 'refused'; error: string } | null;

export function joinAckOf(value: unknown): JoinAck {
  if (!isRecord(value)) return null;
  if (isString(value.error)) return { kind: 'refused', error: value.error };
  return value.ok === true ? { kind: 'joined' } : null;
}
