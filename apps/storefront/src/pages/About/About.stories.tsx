import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { aboutHref } from '../../hrefs/site';
import { StoryRouter } from '../../StoryRouter';
import { onSmallPhone } from '../../session/storySupport';
import { expectMainReflows, expectPageHeading } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/About',
  component: StoryRouter,
  args: { path: aboutHref },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'About Bazaar');
    await waitFor(() => expect(document.title).toBe('About Us | Bazaar'));
    const figures = canvas.getByRole('list', { name: 'Bazaar in numbers' });
    for (const claim of ['2025', '500+', '10+', '24/7']) {
      await expect(within(figures).getByText(claim)).toBeVisible();
    }
    for (const name of [
      'Why choose us',
      'Our story',
      'Our journey',
      'Meet our founder',
      'Leadership team',
      'Our mission and values',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    const team = canvas.getByRole('region', { name: 'Leadership team' });
    await expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByText(/ISO certified/)).toBeVisible();
    const values = canvas.getByRole('region', { name: 'Our mission and values' });
    for (const name of ['Trust', 'Innovation', 'Transparency', 'Excellence']) {
      await expect(within(values).getByRole('heading', { level: 3, name })).toBeVisible();
    }
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'Bazaar के बारे में');
    await waitFor(() => expect(document.title).toBe('हमारे बारे में | Bazaar'));
    await expect(canvas.getByRole('region', { name: 'हमें क्यों चुनें' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'हमारा सफ़र' })).toHaveTextContent('पहली तिमाही 2025');
    await expect(canvas.getByRole('heading', { level: 3, name: 'आदित्य देशमुख' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'पारदर्शिता' })).toBeVisible();
  },
};

/** A small phone: everything stacks in one column and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: onSmallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'About Bazaar');
    await expect(window.innerWidth).toBeLessThan(400);
    await expectMainReflows(canvasElement);
    const cards = within(canvas.getByRole('region', { name: 'Why choose us' })).getAllByRole('listitem');
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
  },
};

export const HindiMobile: Story = {
  globals: { language: 'hindi', ...onSmallPhone },
  play: async ({ canvasElement }) => {
    await expectPageHeading(canvasElement, 'Bazaar के बारे में');
    await expectMainReflows(canvasElement);
  },
};
