import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useShellMessages } from '../../messages/LanguageProvider';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { cluster, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Icon } from '../Icon/Icon';
import type { HeaderRenderLink } from './HeaderLink';
import * as styles from './HeaderMobileMenu.css';

export interface HeaderNavEntry {
  href: string;
  label: ReactNode;
}

export interface HeaderMobileMenuProps {
  entries: readonly HeaderNavEntry[];
  currentPath?: string;
  renderLink: HeaderRenderLink;
  /** Shown under the links: the language switch. */
  footer: ReactNode;
}

export interface HeaderMobileMenuSheetProps extends HeaderMobileMenuProps {
  /** Opened by the press that loaded it. */
  defaultOpen: boolean;
  /** The light button it replaces had the keyboard focus: keep it on this one. */
  takeFocus: boolean;
}

/** On a phone the page links live in a side sheet (radix Dialog) behind the menu button. */
export function HeaderMobileMenuSheet({
  entries,
  currentPath,
  renderLink,
  footer,
  defaultOpen,
  takeFocus,
}: HeaderMobileMenuSheetProps) {
  const messages = useShellMessages().header;
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  // Only when it first appears: focus stays where the visitor puts it afterwards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on mount
  useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, []);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={trigger} className={styles.menuButton} aria-label={messages.openMenu}>
        <Icon name="menu" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={cluster({ justifyContent: 'space-between', gap: 'md' })}>
            <Dialog.Title className={sectionHeading({ size: 'lg' })}>{messages.mainMenu}</Dialog.Title>
            <Dialog.Close className={styles.menuButton} aria-label={messages.closeMenu}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={messages.mainMenu}>
            <ul className={stack({ listStyle: 'none', margin: 'none', padding: 'none' })}>
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
          <div className={sprinkles({ marginTop: 'auto' })}>{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
