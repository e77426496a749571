import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Icon, iconNames, iconSizes } from './Icon';
import * as storyStyles from './Icon.stories.css';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'cart', size: 'md' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    // Decoration only: hidden from assistive technology and out of the tab order.
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
  },
};

/** Every icon in every size, named for review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <ul className={storyStyles.grid}>
      {iconNames.map((name) => (
        <li
          key={name}
          className={stack({
            alignItems: 'flex-start',
            gap: 'xs',
            borderRadius: 'md',
            fontSize: 'sm',
            padding: 'sm',
            border: 'hairline',
          })}
        >
          <span className={sprinkles({ display: 'flex', alignItems: 'flex-end', gap: 'sm' })}>
            {iconSizes.map((size) => (
              <Icon key={size} name={name} size={size} />
            ))}
          </span>
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length * iconSizes.length);
  },
};
