/** The rules a chat message's text follows, the same for the REST operations and the socket events. */

/** Characters (Unicode code points, as the contract's maxLength counts them) a message may hold as sent. */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * The text to store, or the reason it is refused. SPEC §5: a message is sent only if it is non-empty after
 * trimming; it is stored trimmed and as plain text (the UI renders it as text, never as HTML), so markup
 * such as `<script>` is kept verbatim rather than stripped or escaped.
 */
export function checkMessageText(text: unknown): { text: string } | { error: string } {
  if (typeof text !== 'string') return { error: 'text must be a string' };
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Write a message before sending' };
  if ([...text].length > MAX_MESSAGE_LENGTH)
    return { error: `A message can be at most ${MAX_MESSAGE_LENGTH} characters long` };
  // PostgreSQL text cannot hold U+0000; refusing it beats a failed insert.
  if (trimmed.includes('\u0000')) return { error: 'The message contains a character that cannot be sent' };
  return { text: trimmed };
}
