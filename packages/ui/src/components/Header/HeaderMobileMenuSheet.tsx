import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { Icon } from '../Icon/Icon';
import * as styles from './Header.css';
import type { HeaderRenderLink } from './HeaderLink';

export interface HeaderNavEntry {
  href: string;
  label: ReactNode;
}

interface HeaderMobileMenuProps {
  entries: readonly HeaderNavEntry[];
  currentPath?: string;
  renderLink: HeaderRenderLink;
  /** Shown under the links: the language switch. */
  footer: ReactNode;
}

/** On a phone the page links live in a side sheet behind the menu button. */
export function HeaderMobileMenu({ entries, currentPath, renderLink, footer }: HeaderMobileMenuProps) {
  const messages = useMessages().header;
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton} aria-label={messages.openMenu}>
        <Icon name="menu" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{messages.mainMenu}</Dialog.Title>
            <Dialog.Close className={styles.menuButton} aria-label={messages.closeMenu}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={messages.mainMenu}>
            <ul className={styles.sheetList}>
              {entries.map((entry) => (
                <li key={entry.href}>
                  {renderLink({
                    href: entry.href,
                    className: styles.sheetLink,
                    onClick: () => setOpen(false),
                    ...(currentPath === entry.href ? { 'aria-current': 'page' as const } : {}),
                    children: entry.label,
                  })}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.sheetFooter}>{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
