import { useId } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { smallNote } from '../../recipes/note.css';
import { tile } from '../../theme/layout';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './VoucherBox.css';

/**
 * SPEC.md §2.7: a voucher box is on the cart page but its behaviour is not shown. Bazaar shows it switched off
 * and says so, rather than accept a code it cannot honour.
 */
export function VoucherBox() {
  const text = useMessages().cart;
  const inputId = useId();
  const noteId = useId();
  return (
    <fieldset
      className={tile({ gap: 'sm', padding: 'lg', color: 'text', minWidth: '0', margin: 'none' })}
      disabled
    >
      <legend className={styles.legend}>{text.voucher}</legend>
      <div className={styles.row}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {text.voucherCode}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          autoComplete="off"
          aria-describedby={noteId}
        />
        <button type="button" className={button({ variant: 'secondary' })}>
          {text.voucherApply}
        </button>
      </div>
      <p id={noteId} className={smallNote}>
        {text.voucherUnavailable}
      </p>
    </fieldset>
  );
}
