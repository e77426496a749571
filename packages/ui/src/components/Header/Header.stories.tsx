import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageProvider } from '../../messages/LanguageProvider';
import { createLanguageStorage } from '../../messages/languageStorage';
import { stack } from '../../theme/layout';
import { Header } from './Header';
import { categories, exampleLinks, manyCategories, suggestFrom } from './Header.fixtures';
import { SUGGEST_DELAY_MS } from './HeaderSearch';
import type { HeaderSuggestions } from './headerData';

const phone360 = {
  viewport: {
    options: {
      phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

const suggest = (text: string, category: string) => Promise.resolve(suggestFrom(text, category));

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    account: { status: 'signedOut' },
    wishlistCount: 0,
    cartCount: 0,
    categories,
    categoryStatus: 'ready',
    onSuggest: fn(suggest),
    onNavigate: fn(),
    supportPhone: '+91 712 254 0000',
    currentPath: '/',
    links: exampleLinks,
  },
  argTypes: { renderLink: { control: false }, links: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The search's polite live region, which reads out how many suggestions there are. */
const announcer = (canvasElement: HTMLElement) => {
  const region = canvasElement.querySelector('[data-part="announcement"]');
  if (!region) throw new Error('The search has no live region');
  return region;
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shops');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Bazaar, home page' })).toHaveAttribute('href', '/');
    // Signed out, wishlist and cart send the visitor to log in, and show no count.
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: /My account/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '+91 712 254 0000' })).toHaveAttribute(
      'href',
      'tel:+917122540000',
    );
  },
};

export const SignedInWithCounts: Story = {
  args: { account: { status: 'signedIn', name: 'Priya Sharma' }, wishlistCount: 4, cartCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('link', { name: 'My account, Priya Sharma' });
    await expect(account).toHaveAttribute('href', '/dashboard');
    await expect(within(account).getByText('Priya Sharma')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    const wishlist = canvas.getByRole('link', { name: 'Wishlist, 4 items' });
    await expect(wishlist).toHaveAttribute('href', '/dashboard/my-wishlist');
    await expect(within(wishlist).getByText('4')).toBeVisible();
    const cart = canvas.getByRole('link', { name: 'Cart, 2 items' });
    await expect(cart).toHaveAttribute('href', '/card');
    await expect(within(cart).getByText('2')).toBeVisible();
  },
};

export const ZeroCounts: Story = {
  args: { account: { status: 'signedIn', name: 'Priya Sharma' }, wishlistCount: 0, cartCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wishlist = canvas.getByRole('link', { name: 'Wishlist' });
    const cart = canvas.getByRole('link', { name: 'Cart' });
    await expect(wishlist).toHaveAttribute('href', '/dashboard/my-wishlist');
    await expect(cart).toHaveAttribute('href', '/card');
    // A badge only for a count above zero (SPEC.md §2.2).
    await expect(within(wishlist).queryByText('0')).toBeNull();
    await expect(within(cart).queryByText('0')).toBeNull();
  },
};

export const OneAndMany: Story = {
  args: { account: { status: 'signedIn', name: 'Priya Sharma' }, wishlistCount: 1, cartCount: 1480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    const cart = canvas.getByRole('link', { name: 'Cart, 1,480 items' });
    await expect(within(cart).getByText('99+')).toBeVisible();
  },
};

export const CheckingSession: Story = {
  args: { account: { status: 'checking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Neither "Login" nor a name until the kept sign-in is confirmed.
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /My account/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/card');
  },
};

export const LongName: Story = {
  args: {
    account: { status: 'signedIn', name: 'Venkata Lakshmi Narasimha Subrahmanya Chakravarthy' },
    cartCount: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('link', {
      name: 'My account, Venkata Lakshmi Narasimha Subrahmanya Chakravarthy',
    });
    const shown = within(account).getByText('Venkata Lakshmi Narasimha Subrahmanya Chakravarthy');
    // Cut with an ellipsis on screen, whole for screen readers.
    await expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/shops' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const CategoryMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'All Category' }));
    const menu = await body().findByRole('menu', { name: 'All Category' });
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries).toHaveLength(categories.length);
    await expect(within(menu).getByRole('menuitem', { name: 'Home Decor' })).toHaveAttribute(
      'href',
      '/products?category=Home+Decor',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Beauty & Personal Care' })).toHaveAttribute(
      'href',
      '/products?category=Beauty+%26+Personal+Care',
    );
    // Six fit: no scrolling.
    await expect(menu.scrollHeight).toBeLessThanOrEqual(menu.clientHeight);
    // Arrow keys move through the entries; Escape closes and gives focus back.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Clothing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'All Category' })).toHaveFocus();
  },
};

export const ManyCategories: Story = {
  args: { categories: manyCategories },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'All Category' }));
    const menu = await body().findByRole('menu', { name: 'All Category' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(manyCategories.length);
    // SPEC.md §9: more than 8 categories scroll.
    await expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
    const last = within(menu).getByRole('menuitem', { name: 'Garden & Outdoors' });
    await userEvent.keyboard('{ArrowUp}');
    await expect(last).toHaveFocus();
    // Scrolled to the focused entry; the menu stays open for review (it is not modal).
    await waitFor(() => expect(menu.scrollTop).toBeGreaterThan(0));
  },
};

export const CategoriesLoading: Story = {
  args: { categories: [], categoryStatus: 'loading' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'All Category' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Loading categories…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const CategoriesFailed: Story = {
  args: { categories: [], categoryStatus: 'error' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'All Category' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByText('Categories could not be loaded')).toBeVisible();
  },
};

export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'All Category' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByText('No categories yet')).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('search', { name: 'Search' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Select Category' }), 'Kitchen');
    await expect(form.getByRole('combobox', { name: 'Select Category' })).toHaveValue('Kitchen');
    const box = form.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('placeholder', 'What do you need');
    await userEvent.type(box, ' masala dabba ');
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/products/search?category=Kitchen&value=masala+dabba',
    );
  },
};

export const ShowsCurrentSearch: Story = {
  args: { search: { category: 'Clothing', searchValue: 'kurta' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toHaveValue('kurta');
    await expect(canvas.getByRole('combobox', { name: 'Select Category' })).toHaveTextContent('Clothing');
  },
};

export const Suggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'cotton');
    const listbox = await canvas.findByRole('listbox', { name: 'Suggestions' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', listbox.id);
    await expect(within(listbox).getByRole('group', { name: 'Products' })).toBeVisible();
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(announcer(canvasElement)).toHaveTextContent('3 suggestions');
    // Arrow keys move the active option; focus stays in the box.
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/product/details/cotton-kurta-pyjama-set');
    await expect(box).toHaveValue('Cotton Kurta Pyjama Set');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SuggestionsKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'kurta');
    const listbox = await canvas.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    // Up from the box goes to the last option, Down from the last wraps to the first.
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    // Escape closes the list, then a second Escape clears the box.
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveValue('kurta');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const SuggestedCategoryByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'home');
    const listbox = await canvas.findByRole('listbox');
    const group = within(listbox).getByRole('group', { name: 'Categories' });
    await userEvent.click(within(group).getByRole('option', { name: 'Home Decor' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/products?category=Home+Decor');
  },
};

export const SuggestionsWaitForAPause: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'pressure');
    // Eight keys, one request: only once typing pauses, and for the whole text.
    await expect(args.onSuggest).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSuggest).toHaveBeenCalledTimes(1), { timeout: SUGGEST_DELAY_MS * 4 });
    await expect(args.onSuggest).toHaveBeenCalledWith('pressure', '', expect.any(AbortSignal));
    await expect(await canvas.findByRole('option', { name: /Pressure Cooker 5 L/ })).toBeVisible();
  },
};

const signals: AbortSignal[] = [];
export const OlderAnswersAreDropped: Story = {
  args: {
    // The first text answers late, after the second: its answer must never show.
    onSuggest: fn((text: string, category: string, signal: AbortSignal) => {
      signals.push(signal);
      const wait = text === 'brass' ? SUGGEST_DELAY_MS * 4 : 0;
      return new Promise<HeaderSuggestions>((resolve) =>
        setTimeout(() => resolve(suggestFrom(text, category)), wait),
      );
    }),
  },
  beforeEach: () => {
    signals.length = 0;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'brass');
    await waitFor(() => expect(args.onSuggest).toHaveBeenCalledTimes(1), { timeout: SUGGEST_DELAY_MS * 4 });
    await userEvent.clear(box);
    await userEvent.type(box, 'mixer');
    // Changing the text aborted the request still out for "brass".
    await expect(signals[0]?.aborted).toBe(true);
    await expect(await canvas.findByRole('option', { name: /Mixer Grinder/ })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, SUGGEST_DELAY_MS * 4));
    await expect(canvas.queryByRole('option', { name: /Brass Diya/ })).toBeNull();
  },
};

export const NoSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent('No suggestions for “zzz”'));
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SuggestionsFailed: Story = {
  args: {
    onSuggest: fn((_text: string, _category: string) =>
      Promise.reject<HeaderSuggestions>(new TypeError('Failed to fetch')),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'kurta');
    await waitFor(() => expect(args.onSuggest).toHaveBeenCalled(), { timeout: SUGGEST_DELAY_MS * 4 });
    await expect(canvas.queryByRole('listbox')).toBeNull();
    // Suggestions only help: the search itself still works.
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/products/search?category=&value=kurta');
  },
};

// The toolbar's provider is steered by the toolbar alone; this story keeps the choice itself, as the app does.
const keptLanguage = new Map<string, string>();
const languageStorage = createLanguageStorage(() => ({
  getItem: (key) => keptLanguage.get(key) ?? null,
  setItem: (key, value) => {
    keptLanguage.set(key, value);
  },
}));

export const SwitchLanguage: Story = {
  decorators: [
    (Story) => (
      <LanguageProvider storage={languageStorage}>
        <Story />
      </LanguageProvider>
    ),
  ],
  beforeEach: () => {
    keptLanguage.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Language' });
    await expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'हिन्दी' }));
    await expect(await canvas.findByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('group', { name: 'भाषा' })).toBeVisible();
    // Remembered under the key SPEC.md §1 names.
    await expect(keptLanguage.get('language')).toBe('hindi');
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(keptLanguage.get('language')).toBe('english');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { account: { status: 'signedIn', name: 'प्रिया शर्मा' }, wishlistCount: 2, cartCount: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'मुख्य मेन्यू' }));
    await expect(nav.getByRole('link', { name: 'दुकान' })).toHaveAttribute('href', '/shops');
    await expect(canvas.getByRole('link', { name: 'मेरा खाता, प्रिया शर्मा' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'विशलिस्ट, 2 आइटम' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'कार्ट, 5 आइटम' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सभी श्रेणियाँ' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'उत्पाद खोजें' })).toHaveAttribute(
      'placeholder',
      'आपको क्या चाहिए',
    );
    await expect(canvas.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    // The search's categories in Hindi, sent as the shop names them; one the messages do not know keeps its name.
    const select = canvas.getByRole('combobox', { name: 'श्रेणी चुनें' });
    await expect(within(select).getByRole('option', { name: 'इलेक्ट्रॉनिक्स' })).toHaveValue('Electronics');
    await expect(within(select).getByRole('option', { name: 'Kitchen' })).toHaveValue('Kitchen');
  },
};

export const Mobile: Story = {
  parameters: phone360,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { account: { status: 'signedIn', name: 'Priya Sharma' }, cartCount: 2, currentPath: '/about' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    // Nothing sticks out sideways on a 360 px phone.
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All Category' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await body().findByRole('dialog', { name: 'Main menu' });
    const links = within(within(sheet).getByRole('navigation', { name: 'Main menu' }));
    await expect(links.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'My account, Priya Sharma' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(sheet).getByRole('group', { name: 'Language' })).toBeVisible();
    // Following a link closes the sheet (the story's links lead nowhere).
    const shop = links.getByRole('link', { name: 'Shop' });
    shop.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(shop);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const MobileMenuCloses: Story = {
  parameters: phone360,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await body().findByRole('dialog', { name: 'Main menu' });
    await expect(within(sheet).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

/** The header's account and count states stacked, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: {
    // Five headers on one page repeat their landmarks by design; each header alone has one of each.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className={stack({ gap: 'xl' })}>
      <Header {...args} />
      <Header {...args} account={{ status: 'checking' }} />
      <Header
        {...args}
        account={{ status: 'signedIn', name: 'Priya Sharma' }}
        wishlistCount={0}
        cartCount={0}
      />
      <Header
        {...args}
        account={{ status: 'signedIn', name: 'Priya Sharma' }}
        wishlistCount={3}
        cartCount={12}
      />
      <Header
        {...args}
        account={{ status: 'signedIn', name: 'Venkata Lakshmi Narasimha Subrahmanya Chakravarthy' }}
        wishlistCount={150}
        cartCount={1}
        search={{ category: 'Beauty & Personal Care', searchValue: 'ayurvedic face wash' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('banner')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Cart, 12 items' })).toBeVisible();
  },
};
