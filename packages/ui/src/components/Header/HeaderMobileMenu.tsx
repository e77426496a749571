import { useRef, useState } from 'react';
import { useOnDemand } from '../../lazy/useOnDemand';
import { useShellMessages } from '../../messages/LanguageProvider';
import { Icon } from '../Icon/Icon';
import * as styles from './HeaderMobileMenu.css';
import type { HeaderMobileMenuProps } from './HeaderMobileMenuSheet';

export type { HeaderNavEntry } from './HeaderMobileMenuSheet';

const loadSheet = () => import('./HeaderMobileMenuSheet');

/**
 * The phone's menu button. The radix sheet behind it loads on the first touch, pointer-over or focus (and
 * opens at once when that was a press), so pages do not carry it on their first load.
 */
export function HeaderMobileMenu(props: HeaderMobileMenuProps) {
  const messages = useShellMessages().header;
  const [sheet, requestSheet] = useOnDemand(loadSheet);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const focused = useRef(false);
  if (sheet) {
    return <sheet.HeaderMobileMenuSheet {...props} defaultOpen={openOnArrival} takeFocus={focused.current} />;
  }
  const open = () => {
    setOpenOnArrival(true);
    requestSheet();
  };
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-label={messages.openMenu}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={requestSheet}
      onTouchStart={requestSheet}
      onFocus={() => {
        focused.current = true;
        requestSheet();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      // On press, not only on click: if the sheet arrives between the two, it still opens.
      onPointerDown={open}
      onClick={open}
    >
      <Icon name="menu" />
    </button>
  );
}
