import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { categoryName } from '../../messages/categoryName';
import { format } from '../../messages/format';
import { useShellMessages } from '../../messages/LanguageProvider';
import { visuallyHidden, visuallyHiddenOnPhone } from '../../theme/visuallyHidden.css';
import { Icon } from '../Icon/Icon';
import * as styles from './HeaderSearch.css';
import type { HeaderCategory, HeaderSuggest, HeaderSuggestions } from './headerData';
import type { HeaderLinks } from './headerLinks';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;
/** The contract's limit on a search text. */
const SEARCH_MAX_LENGTH = 100;

type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; results: HeaderSuggestions | null }
  | { status: 'ready'; results: HeaderSuggestions }
  | { status: 'error' };

interface Option {
  id: string;
  kind: 'product' | 'category';
  label: string;
  detail?: string;
  href: string;
}

export interface HeaderSearchProps {
  categories: readonly HeaderCategory[];
  onSuggest: HeaderSuggest;
  onNavigate: (href: string) => void;
  /** Where the search, a suggested product and a suggested category lead. */
  links: Pick<HeaderLinks, 'search' | 'product' | 'category'>;
  /** The search being shown, so the form starts with it: category '' is every category. */
  defaultCategory?: string;
  defaultSearchValue?: string;
}

/**
 * The category selector and the search box (SPEC.md §2.2). The box is an ARIA combobox: suggestions appear
 * in a listbox as the visitor types, arrow keys move through them, Enter opens the one chosen (or searches),
 * Escape closes the list and then clears the text.
 */
export function HeaderSearch({
  categories,
  onSuggest,
  onNavigate,
  links,
  defaultCategory = '',
  defaultSearchValue = '',
}: HeaderSearchProps) {
  const shellMessages = useShellMessages();
  const messages = shellMessages.header;
  const categoryLabel = (name: string) => categoryName(shellMessages, name);
  const [category, setCategory] = useState(defaultCategory);
  const [searchValue, setSearchValue] = useState(defaultSearchValue);
  const [suggestions, setSuggestions] = useState<SuggestionsState>({ status: 'idle' });
  const [listbox, setListbox] = useState<'closed' | 'open'>('closed');
  const [activeIndex, setActiveIndex] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  const results =
    suggestions.status === 'ready' || suggestions.status === 'loading' ? suggestions.results : null;
  const options: Option[] = results
    ? [
        ...results.products.map((product, index) => ({
          id: `${id}-product-${index}`,
          kind: 'product' as const,
          label: product.name,
          detail: format(messages.suggestionInCategory, { category: categoryLabel(product.category) }),
          href: links.product(product.slug),
        })),
        ...results.categories.map((item, index) => ({
          id: `${id}-category-${index}`,
          kind: 'category' as const,
          label: categoryLabel(item.name),
          href: links.category(item.name),
        })),
      ]
    : [];
  const expanded = listbox === 'open' && options.length > 0;
  const noMatches = listbox === 'open' && suggestions.status === 'ready' && options.length === 0;
  const activeOption = expanded ? options[activeIndex] : undefined;

  const stopSuggesting = () => {
    window.clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = null;
  };

  const suggest = (nextText: string, nextCategory: string) => {
    stopSuggesting();
    setActiveIndex(-1);
    const query = nextText.trim();
    if (query === '') {
      setSuggestions({ status: 'idle' });
      return;
    }
    timer.current = window.setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      setSuggestions((previous) => ({
        status: 'loading',
        results: previous.status === 'ready' || previous.status === 'loading' ? previous.results : null,
      }));
      onSuggest(query, nextCategory, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setSuggestions({ status: 'ready', results: found });
        },
        () => {
          // Suggestions only help: when they fail, the search button still works.
          if (!controller.signal.aborted) setSuggestions({ status: 'error' });
        },
      );
    }, SUGGEST_DELAY_MS);
  };

  const close = () => {
    setListbox('closed');
    setActiveIndex(-1);
  };

  const choose = (option: Option) => {
    stopSuggesting();
    setSearchValue(option.label);
    close();
    onNavigate(option.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    stopSuggesting();
    close();
    onNavigate(links.search({ category, searchValue: searchValue.trim() }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setListbox('open');
          setActiveIndex(down ? 0 : count - 1);
          return;
        }
        setActiveIndex((index) => {
          if (index < 0) return down ? 0 : count - 1;
          return (index + (down ? 1 : count - 1)) % count;
        });
        return;
      }
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        return;
      case 'Escape':
        if (expanded || noMatches) {
          event.preventDefault();
          close();
        } else if (searchValue !== '') {
          event.preventDefault();
          stopSuggesting();
          setSearchValue('');
          setSuggestions({ status: 'idle' });
        }
        return;
      default:
        return;
    }
  };

  const announcement = expanded
    ? format(messages.suggestionCount, { count: options.length })
    : noMatches
      ? format(messages.noSuggestions, { text: searchValue.trim() })
      : '';

  const productOptions = options.filter((option) => option.kind === 'product');
  const categoryOptions = options.filter((option) => option.kind === 'category');
  const renderOption = (option: Option) => (
    // The input keeps focus and owns the keys (aria-activedescendant); a pointer picks with a click.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for every option
    // biome-ignore lint/a11y/useFocusableInteractive: options of an aria-activedescendant listbox take no focus
    <div
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={option === activeOption}
      className={styles.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
    >
      <span className={styles.optionLabel}>{option.label}</span>
      {option.detail ? <span className={styles.optionDetail}>{option.detail}</span> : null}
    </div>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is the landmark every screen reader knows
    <form className={styles.form} role="search" aria-label={messages.search} onSubmit={submit}>
      {/* The platform's own select: every phone shows its native picker, and it costs no script. */}
      <select
        className={styles.categorySelect}
        aria-label={messages.selectCategory}
        value={category}
        onChange={(event) => {
          const next = event.target.value;
          setCategory(next);
          close();
          suggest(searchValue, next);
        }}
      >
        <option value="">{messages.allCategory}</option>
        {/* A category from the address shows even before the list of categories arrives. */}
        {category !== '' && !categories.some((item) => item.name === category) ? (
          <option value={category}>{categoryLabel(category)}</option>
        ) : null}
        {categories.map((item) => (
          <option key={item.name} value={item.name}>
            {categoryLabel(item.name)}
          </option>
        ))}
      </select>

      <div className={styles.field}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {messages.searchProducts}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          name="value"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={messages.whatDoYouNeed}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          value={searchValue}
          onChange={(event) => {
            setSearchValue(event.target.value);
            setListbox('open');
            suggest(event.target.value, category);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (suggestions.status === 'ready') setListbox('open');
          }}
          onBlur={close}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={messages.suggestions}
          className={styles.listbox}
          hidden={!expanded}
        >
          {productOptions.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups of options, not fieldsets
            <div role="group" aria-labelledby={`${id}-products`} className={styles.group}>
              <div id={`${id}-products`} role="presentation" className={styles.groupLabel}>
                {messages.suggestedProducts}
              </div>
              {productOptions.map(renderOption)}
            </div>
          ) : null}
          {categoryOptions.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups of options, not fieldsets
            <div role="group" aria-labelledby={`${id}-categories`} className={styles.group}>
              <div id={`${id}-categories`} role="presentation" className={styles.groupLabel}>
                {messages.suggestedCategories}
              </div>
              {categoryOptions.map(renderOption)}
            </div>
          ) : null}
        </div>
        {noMatches ? (
          <p className={styles.noMatches} aria-hidden="true">
            {announcement}
          </p>
        ) : null}
      </div>

      <button type="submit" className={styles.submit}>
        <Icon name="search" />
        <span className={visuallyHiddenOnPhone}>{messages.search}</span>
      </button>
      {/* A live region, not role="status": pages keep that role for their own loading messages. */}
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden} data-part="announcement">
        {announcement}
      </div>
    </form>
  );
}
