import { Collapsible } from 'radix-ui';
import { type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { mediaQueries } from '../../theme/breakpoints';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Icon } from '../Icon';
import * as styles from './DashboardLayout.css';
import { DashboardMenu, type DashboardMenuProps } from './DashboardMenu';

export interface DashboardLayoutProps extends Omit<DashboardMenuProps, 'id'> {
  /** The page's own content. */
  children: ReactNode;
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(mediaQueries.tablet);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWideNow = () => window.matchMedia(mediaQueries.tablet).matches;
const isWideOnServer = () => true;

/**
 * The dashboard's frame: the side menu beside the page from tablet width up; on a phone the menu folds
 * behind a Menu button above the page, so the content comes first.
 */
export function DashboardLayout({ children, ...menu }: DashboardLayoutProps) {
  const messages = useMessages().dashboard;
  const menuId = useId();
  const wide = useSyncExternalStore(subscribeToWidth, isWideNow, isWideOnServer);
  const [open, setOpen] = useState(false);

  return (
    <div className={styles.layout}>
      <Collapsible.Root open={wide || open} onOpenChange={setOpen} className={stack({ gap: 'sm' })}>
        {wide ? null : (
          <Collapsible.Trigger className={styles.toggle}>
            <Icon name="menu" />
            {messages.menuButton}
          </Collapsible.Trigger>
        )}
        <Collapsible.Content>
          <DashboardMenu {...menu} id={menuId} />
        </Collapsible.Content>
      </Collapsible.Root>
      <div className={sprinkles({ minWidth: '0' })}>{children}</div>
    </div>
  );
}
