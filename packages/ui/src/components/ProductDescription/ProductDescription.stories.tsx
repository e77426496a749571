import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductDescription } from './ProductDescription';
import { longDescription, shortDescription, twentyFiveWords } from './ProductDescription.fixtures';

const meta = {
  title: 'Components/ProductDescription',
  component: ProductDescription,
  tags: ['autodocs'],
  args: { text: longDescription },
} satisfies Meta<typeof ProductDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Long: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Show More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/side slits and…$/)).toBeVisible();
    await expect(canvas.queryByText(/iron on the reverse side/)).toBeNull();

    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/iron on the reverse side to keep the print bright\.$/)).toBeVisible();
    await expect(canvas.queryByText(/…$/)).toBeNull();

    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/iron on the reverse side/)).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show More' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

export const Short: Story = {
  args: { text: shortDescription },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shortDescription)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 25 words is the limit itself: nothing is cut. */
export const ExactlyTwentyFiveWords: Story = {
  args: { text: twentyFiveWords },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(twentyFiveWords)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** List view cuts after 12 words (SPEC.md §9). */
export const TwelveWords: Story = {
  args: { text: longDescription, words: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Hand-block printed in Jaipur on breathable handloom cotton, this kurta is dyed…'),
    ).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: {
    text: 'जयपुर में हाथ से ब्लॉक प्रिंट किया गया यह कुर्ता हथकरघा सूती कपड़े से बना है और प्राकृतिक नील तथा मजीठ से रंगा गया है। इसकी सीधी कटिंग, दोनों ओर चीरे और बंद गले का कॉलर है। ठंडे पानी में धोएँ और छाया में सुखाएँ।',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'और देखें' }));
    await expect(canvas.getByRole('button', { name: 'कम देखें' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/छाया में सुखाएँ।$/)).toBeVisible();
  },
};
