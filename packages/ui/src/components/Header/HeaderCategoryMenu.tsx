import { useRef, useState } from 'react';
import { useOnDemand } from '../../lazy/useOnDemand';
import { useShellMessages } from '../../messages/LanguageProvider';
import { visuallyHiddenOnPhone } from '../../theme/visuallyHidden.css';
import { Icon } from '../Icon/Icon';
import * as styles from './HeaderCategoryMenu.css';
import type { HeaderCategoryMenuProps } from './HeaderCategoryMenuPopup';

const loadPopup = () => import('./HeaderCategoryMenuPopup');

/**
 * "All Category". Until the visitor reaches for it, a plain button that looks and reads the same; the radix
 * menu behind it loads on pointer-over or focus (and opens at once if that was a click), so the first load
 * of a page does not carry it.
 */
export function HeaderCategoryMenu(props: HeaderCategoryMenuProps) {
  const messages = useShellMessages().header;
  const [popup, requestPopup] = useOnDemand(loadPopup);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const focused = useRef(false);
  if (popup) {
    return (
      <popup.HeaderCategoryMenuPopup {...props} defaultOpen={openOnArrival} takeFocus={focused.current} />
    );
  }
  const open = () => {
    setOpenOnArrival(true);
    requestPopup();
  };
  return (
    <button
      type="button"
      className={styles.categoryTrigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={requestPopup}
      onFocus={() => {
        focused.current = true;
        requestPopup();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      // On press, not only on click: if the menu arrives between the two, it still opens.
      onPointerDown={open}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') open();
      }}
    >
      <Icon name="categories" />
      <span className={visuallyHiddenOnPhone}>{messages.allCategory}</span>
      <Icon name="chevronDown" size="sm" />
    </button>
  );
}
