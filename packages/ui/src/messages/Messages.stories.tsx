import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { button } from '../recipes/button.css';
import { stack } from '../theme/layout';
import { sprinkles } from '../theme/sprinkles.css';
import { en } from './en';
import { format } from './format';
import { hi } from './hi';
import { LanguageProvider, useLanguage, useMessages } from './LanguageProvider';
import { type Language, languages } from './language';
import {
  createLanguageStorage,
  type LanguageStorage,
  languageStorage,
  languageStorageKey,
} from './languageStorage';
import * as styles from './Messages.stories.css';
import type { Messages, PlaceholdersOf } from './messageTypes';

/** Every text as [dotted key, text], in the order of en.ts. */
function entriesOf(messages: object, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : entriesOf(value as object, `${prefix}${key}.`),
  );
}

function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** A Storage in memory: the same calls as localStorage, and nothing left behind. */
function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem' | 'clear'> {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    clear: () => items.clear(),
  };
}

function LanguageButtons() {
  const { language, setLanguage } = useLanguage();
  const messages = useMessages();
  return (
    <fieldset className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
      <legend>{messages.language.label}</legend>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
        >
          {messages.language[option]}
        </button>
      ))}
    </fieldset>
  );
}

/** A few texts of the active language, with placeholders filled. */
function Sampler() {
  const messages = useMessages();
  return (
    <div className={stack({ gap: 'lg' })}>
      <LanguageButtons />
      <ul className={styles.list}>
        <li>{messages.header.allCategory}</li>
        <li>{messages.header.whatDoYouNeed}</li>
        <li>{format(messages.product.inStock, { count: 12 })}</li>
        <li>{format(messages.listing.productCount, { count: 240 })}</li>
        <li>{format(messages.toasts.sellerMessage, { sender: 'Sharma Electronics' })}</li>
        <li>{format(messages.common.goToSlide, { number: 2, total: 5 })}</li>
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Messages',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every key with its English and Hindi text side by side, for translators and reviewers. */
export const Catalogue: Story = {
  render: () => {
    const hindi = new Map(entriesOf(hi));
    return (
      <table className={styles.table}>
        <caption>Messages: {entriesOf(en).length} texts</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Key
            </th>
            <th scope="col" className={styles.cell}>
              English
            </th>
            <th scope="col" className={styles.cell} lang="hi">
              हिन्दी
            </th>
          </tr>
        </thead>
        <tbody>
          {entriesOf(en).map(([key, english]) => (
            <tr key={key}>
              <th scope="row" className={styles.cell}>
                <code>{key}</code>
              </th>
              <td className={styles.cell} lang="en">
                {english}
              </td>
              <td className={styles.cell} lang="hi">
                {hindi.get(key)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /^header\.allCategory/ });
    await expect(within(row).getByText('All Category')).toBeVisible();
    await expect(within(row).getByText('सभी श्रेणियाँ')).toBeVisible();

    // The types already demand this; the check here guards against a cast slipping through.
    // `categories` holds the catalogue's category names in Hindi only: English shows the server's own.
    const english = entriesOf(en);
    const hindi = new Map(entriesOf(hi).filter(([key]) => !key.startsWith('categories.')));
    await expect([...hindi.keys()]).toEqual(english.map(([key]) => key));
    const categoryNames = Object.values(hi.categories);
    await expect(categoryNames.length).toBeGreaterThan(0);
    await expect(categoryNames.filter((name) => !/[\u0900-\u097F]/.test(name))).toEqual([]);
    for (const [key, text] of english) {
      const translation = hindi.get(key) ?? '';
      await expect({ key, empty: translation.trim() === '' }).toEqual({ key, empty: false });
      await expect({ key, placeholders: placeholdersIn(translation) }).toEqual({
        key,
        placeholders: placeholdersIn(text),
      });
    }
    // Hindi, not transliteration: nearly every text is in Devanagari (a few are names: Bazaar, English).
    const devanagari = [...hindi.values()].filter((text) => /[\u0900-\u097F]/.test(text));
    await expect(devanagari.length / hindi.size).toBeGreaterThan(0.9);
  },
};

export const Format: Story = {
  render: () => <Sampler />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In Stock (12)')).toBeVisible();
    await expect(canvas.getByText('Sharma Electronics sent a message')).toBeVisible();

    await expect(format(en.product.inStock, { count: 4 })).toBe('In Stock (4)');
    await expect(format(hi.product.inStock, { count: 0 })).toBe('स्टॉक में (0)');
    // Order of placeholders may differ between languages; each is filled by name.
    await expect(format(en.common.goToSlide, { number: 2, total: 5 })).toBe('Slide 2 of 5');
    await expect(format(hi.common.goToSlide, { number: 2, total: 5 })).toBe('5 में से स्लाइड 2');
    // Values are inserted as text, never read as patterns.
    await expect(format(en.toasts.sellerMessage, { sender: '$& {sender} $1' })).toBe(
      '$& {sender} $1 sent a message',
    );
    await expect(format(en.listing.priceRange, { low: '₹0', high: '₹1,00,000' })).toBe('₹0 – ₹1,00,000');
    await expect(format(en.header.login, {})).toBe('Login');
    // A placeholder without a value stays visible rather than printing "undefined".
    // @ts-expect-error count is required, and the compiler says so
    await expect(format(en.product.inStock, {})).toBe('In Stock ({count})');
    // @ts-expect-error a misspelt name does not compile either
    await expect(format(hi.product.inStock, { cont: 1 })).toBe('स्टॉक में ({count})');

    const placeholders: PlaceholdersOf<typeof en.common.goToSlide> = 'total';
    await expect(placeholders).toBe('total');
  },
};

export const FormatInHindi: Story = {
  globals: { language: 'hindi' },
  render: () => <Sampler />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('सभी श्रेणियाँ')).toBeVisible();
    await expect(canvas.getByText('स्टॉक में (12)')).toBeVisible();
    await expect(canvas.getByText('(240) उत्पाद')).toBeVisible();
    await expect(canvas.getByText('Sharma Electronics ने एक संदेश भेजा है')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
  },
};

/** Compile-time guarantees of hi.ts, kept honest: each of these lines must fail to compile. */
export const TranslationsMustMatchEnglish: Story = {
  render: () => <Sampler />,
  play: async () => {
    const { brand: _brand, ...commonWithoutBrand } = hi.common;
    // @ts-expect-error a translation without common.brand is not Messages
    const missingKey: Messages = { ...hi, common: commonWithoutBrand };
    await expect(missingKey.common).not.toHaveProperty('brand');

    // @ts-expect-error a translation with a key English does not have is not Messages
    const extraKey: Messages = { ...hi, common: { ...hi.common, basket: 'टोकरी' } };
    await expect(extraKey.common).toHaveProperty('basket');

    // @ts-expect-error a translation that drops {count} is not Messages
    const lostPlaceholder: Messages = { ...hi, product: { ...hi.product, inStock: 'स्टॉक में' } };
    await expect(lostPlaceholder.product.inStock).toBe('स्टॉक में');

    const reordered: Messages = { ...hi, common: { ...hi.common, goToSlide: 'स्लाइड {number} / {total}' } };
    await expect(reordered.common.goToSlide).toContain('{total}');
  },
};

export const LanguageStorageRules: Story = {
  render: () => <Sampler />,
  play: async () => {
    await expect(languageStorageKey).toBe('language');

    // Missing, unknown and mis-cased values all mean the default, english.
    await expect(createLanguageStorage(() => memoryStorage()).read()).toBe('english');
    await expect(createLanguageStorage(() => memoryStorage({ language: 'hindi' })).read()).toBe('hindi');
    await expect(createLanguageStorage(() => memoryStorage({ language: 'english' })).read()).toBe('english');
    for (const broken of ['Hindi', 'hi', '"hindi"', '', 'null', 'french']) {
      await expect(createLanguageStorage(() => memoryStorage({ language: broken })).read()).toBe('english');
    }

    const kept = memoryStorage();
    const storage = createLanguageStorage(() => kept);
    storage.write('hindi');
    await expect(kept.getItem('language')).toBe('hindi');
    await expect(storage.read()).toBe('hindi');
    storage.write('english');
    await expect(kept.getItem('language')).toBe('english');

    // No storage at all, storage that cannot be reached, and storage that refuses: never an exception.
    const absent = createLanguageStorage(() => undefined);
    await expect(absent.read()).toBe('english');
    await expect(() => absent.write('hindi')).not.toThrow();
    const blocked = createLanguageStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await expect(blocked.read()).toBe('english');
    await expect(() => blocked.write('hindi')).not.toThrow();
    const refusing = createLanguageStorage(() => ({
      getItem: () => {
        throw new Error('read failed');
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    }));
    await expect(refusing.read()).toBe('english');
    await expect(() => refusing.write('hindi')).not.toThrow();

    // The default instance uses the browser's localStorage under `language`.
    const before = window.localStorage.getItem('language');
    try {
      languageStorage.write('hindi');
      await expect(window.localStorage.getItem('language')).toBe('hindi');
      window.localStorage.setItem('language', 'klingon');
      await expect(languageStorage.read()).toBe('english');
    } finally {
      if (before === null) window.localStorage.removeItem('language');
      else window.localStorage.setItem('language', before);
    }
  },
};

/** An app's provider (uncontrolled): starts from storage, and a switch updates texts, storage and <html lang>. */
function RememberingProvider({ storage }: { storage: LanguageStorage }) {
  return (
    <LanguageProvider storage={storage}>
      <Sampler />
    </LanguageProvider>
  );
}

const switchingStorage = memoryStorage();

export const SwitchingLanguage: Story = {
  beforeEach: () => switchingStorage.clear(),
  render: () => <RememberingProvider storage={createLanguageStorage(() => switchingStorage)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All Category')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'हिन्दी' }));
    await expect(canvas.getByText('सभी श्रेणियाँ')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'भाषा' })).toBeVisible();
    await expect(switchingStorage.getItem('language')).toBe('hindi');
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');

    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(canvas.getByText('All Category')).toBeVisible();
    await expect(switchingStorage.getItem('language')).toBe('english');
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
  },
};

const hindiStorage = memoryStorage({ language: 'hindi' });

export const StartsInStoredLanguage: Story = {
  render: () => <RememberingProvider storage={createLanguageStorage(() => hindiStorage)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('आपको क्या चाहिए')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  },
};

const untouchedStorage = memoryStorage();
const onLanguageChange = fn();

/** A controlled provider, as Storybook's toolbar uses it: the owner holds the language, storage is left alone. */
function ControlledHost() {
  const [language, setLanguage] = useState<Language>('hindi');
  return (
    <LanguageProvider
      language={language}
      onLanguageChange={(next) => {
        onLanguageChange(next);
        setLanguage(next);
      }}
      storage={createLanguageStorage(() => untouchedStorage)}
    >
      <Sampler />
    </LanguageProvider>
  );
}

export const Controlled: Story = {
  beforeEach: () => {
    untouchedStorage.clear();
    onLanguageChange.mockClear();
  },
  render: () => <ControlledHost />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('सभी श्रेणियाँ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(onLanguageChange).toHaveBeenCalledWith('english');
    await expect(canvas.getByText('All Category')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
    await expect(untouchedStorage.getItem('language')).toBeNull();
  },
};
