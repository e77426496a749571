import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { categoryName } from '../../messages/categoryName';
import { useShellMessages } from '../../messages/LanguageProvider';
import { visuallyHiddenOnPhone } from '../../theme/visuallyHidden.css';
import { Icon } from '../Icon/Icon';
import * as styles from './HeaderCategoryMenu.css';
import type { HeaderRenderLink } from './HeaderLink';
import type { HeaderCategory, HeaderCategoryStatus } from './headerData';

/** SPEC.md §9: the category menu scrolls above 8 categories. */
export const CATEGORY_MENU_VISIBLE = 8;

export interface HeaderCategoryMenuProps {
  categories: readonly HeaderCategory[];
  status: HeaderCategoryStatus;
  renderLink: HeaderRenderLink;
  /** The listing of one category. */
  categoryHref: (name: string) => string;
}

export interface HeaderCategoryMenuPopupProps extends HeaderCategoryMenuProps {
  /** Opened by the click that loaded it. */
  defaultOpen: boolean;
  /** The light trigger it replaces had the keyboard focus: keep it on this one. */
  takeFocus: boolean;
}

/** "All Category" on radix DropdownMenu: a menu of every category, each leading to its listing. */
export function HeaderCategoryMenuPopup({
  categories,
  status,
  renderLink,
  categoryHref,
  defaultOpen,
  takeFocus,
}: HeaderCategoryMenuPopupProps) {
  const shellMessages = useShellMessages();
  const messages = shellMessages.header;
  const trigger = useRef<HTMLButtonElement>(null);
  // Only when it first appears: focus stays where the visitor puts it afterwards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on mount
  useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, []);
  const notice =
    status === 'loading'
      ? messages.categoriesLoading
      : status === 'error'
        ? messages.categoriesFailed
        : categories.length === 0
          ? messages.noCategories
          : null;
  return (
    // Not modal: the page stays readable around the open menu, and Tab or a click elsewhere closes it.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={styles.categoryTrigger}>
        <Icon name="categories" />
        <span className={visuallyHiddenOnPhone}>{messages.allCategory}</span>
        <Icon name="chevronDown" size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.categoryMenu}
          align="start"
          sideOffset={4}
          data-scrolls={categories.length > CATEGORY_MENU_VISIBLE}
        >
          {notice !== null ? (
            <DropdownMenu.Item className={styles.categoryMenuItem} disabled>
              {notice}
            </DropdownMenu.Item>
          ) : (
            categories.map((category) => (
              <DropdownMenu.Item key={category.name} asChild>
                {renderLink({
                  href: categoryHref(category.name),
                  className: styles.categoryMenuItem,
                  children: categoryName(shellMessages, category.name),
                })}
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
