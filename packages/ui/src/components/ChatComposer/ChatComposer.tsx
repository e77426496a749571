import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './ChatComposer.css';

export interface ChatComposerProps {
  /** Who the message goes to: it names the field ("Message to Rasoi Ghar"). */
  friendName: string;
  /** The draft, kept by the caller per conversation so switching sellers loses nothing. */
  value: string;
  onChange: (text: string) => void;
  /** Called only with a text that is not blank once trimmed (SPEC.md §5). */
  onSend: () => void;
}

/**
 * SPEC.md §2.10: writes a message. Enter sends, Shift+Enter starts a new line; Send stays disabled while the
 * text is blank. The draft is the caller's: it is cleared by the caller once the message is queued.
 */
export function ChatComposer({ friendName, value, onChange, onSend }: ChatComposerProps) {
  const text = useMessages().chat;
  const fieldId = useId();
  const hintId = useId();
  const blank = value.trim() === '';

  const send = () => {
    if (!blank) onSend();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An Enter that finishes an input-method composition (Hindi transliteration) picks a word, not sends.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={sprinkles({
        display: 'flex',
        alignItems: 'flex-end',
        gap: 'sm',
        backgroundColor: 'surface',
        padding: 'sm',
        borderTop: 'hairline',
      })}
      onSubmit={onSubmit}
    >
      <label htmlFor={fieldId} className={visuallyHidden}>
        {format(text.messageLabel, { name: friendName })}
      </label>
      <textarea
        id={fieldId}
        className={styles.field}
        rows={2}
        value={value}
        placeholder={text.placeholder}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className={visuallyHidden}>
        {text.sendHint}
      </span>
      <button type="submit" className={button({ variant: 'primary' })} disabled={blank}>
        {text.send}
      </button>
    </form>
  );
}
