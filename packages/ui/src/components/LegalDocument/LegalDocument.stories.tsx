import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { privacyContent } from '../../content/privacy';
import { termsContent } from '../../content/terms';
import { LegalDocument } from './LegalDocument';

const terms = termsContent('english');
// A fixed day, so the review screenshots do not change every day; the page passes today's date.
const lastUpdated = new Date(2025, 3, 15);

const meta = {
  title: 'Components/LegalDocument',
  component: LegalDocument,
  tags: ['autodocs'],
  args: {
    title: 'Terms & Conditions',
    intro: terms.intro,
    sections: terms.sections,
    lastUpdated,
    contactHref: '/contact',
  },
  argTypes: { renderLink: { control: false }, lastUpdated: { control: 'date' } },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.11: the terms' ten sections, numbered, with a date and a link to /contact. */
export const Terms: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    const date = canvas.getByText('Last updated: 15 April 2025');
    await expect(date).toHaveAttribute('datetime', '2025-04-15');
    const sectionTitles = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((title) => title !== 'On this page');
    await expect(sectionTitles).toEqual([
      '1. Account and eligibility',
      '2. Orders and payments',
      '3. Cash on delivery',
      '4. Shipping and delivery',
      '5. Returns and refunds',
      '6. User conduct',
      '7. Intellectual property',
      '8. Limitation of liability',
      '9. Changes to these terms',
      '10. Contact',
    ]);
    await expect(canvas.getByText(/an offer to buy the products/)).toBeVisible();
    await expect(canvas.getByText(/Indian rupees \(INR\)/)).toBeVisible();
    await expect(canvas.getByText(/not guarantees/)).toBeVisible();
    await expect(canvas.getByText(/original payment method/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  },
};

/** The table of contents lists every section and leads to it. */
export const TableOfContents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(links[4]).toHaveAttribute('href', '#returns');
    await expect(links[4]).toHaveTextContent('Returns and refunds');
    // Every entry points at its section. (Not clicked here: the test runner's page resolves "#…" against
    // its own base address and would navigate away.)
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href') ?? '');
      await expect(target?.tagName).toBe('SECTION');
      await expect(target).toHaveAccessibleName(new RegExp(`^\\d+\\. ${link.textContent}$`));
    }
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** Privacy policy: ten sections, no date (SPEC.md §2.11 gives the date to the terms only). */
export const Privacy: Story = {
  args: {
    title: 'Privacy Policy',
    intro: privacyContent('english').intro,
    sections: privacyContent('english').sections,
    lastUpdated: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Last updated/)).toBeNull();
    await expect(canvasElement.querySelector('time')).toBeNull();
    const sections = canvasElement.querySelectorAll('section');
    await expect(sections).toHaveLength(10);
    await expect(canvas.getByText('We do not sell your personal data.')).toBeVisible();
    await expect(canvas.getByText(/not meant for children under 13/)).toBeVisible();
    const collected = within(canvas.getByRole('region', { name: '1. Information we collect' }));
    await expect(collected.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  },
};

/** An app passes its router's link for /contact. */
export const WithRouterLink: Story = {
  render: (args) => {
    const navigate = fn();
    return (
      <LegalDocument
        {...args}
        renderLink={({ href, className, children }) => (
          <a
            href={href}
            className={className}
            data-router-link=""
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Contact us' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
  },
};

export const Short: Story = {
  args: {
    intro: undefined,
    sections: [{ id: 'only', title: 'One section', paragraphs: ['A single paragraph.'] }],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: '1. One section' }),
    ).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { title: 'नियम और शर्तें', ...termsContent('hindi') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('पिछला अपडेट: 15 अप्रैल 2025')).toHaveAttribute('datetime', '2025-04-15');
    await expect(canvas.getByRole('navigation', { name: 'इस पेज पर' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '3. कैश ऑन डिलीवरी' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '10. संपर्क' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
  },
};

export const HindiPrivacy: Story = {
  globals: { language: 'hindi' },
  args: { title: 'गोपनीयता नीति', ...privacyContent('hindi'), lastUpdated: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('हम आपका निजी डेटा नहीं बेचते।')).toBeVisible();
    await expect(canvasElement.querySelectorAll('section')).toHaveLength(10);
  },
};
