import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShippingForm, shippingFormChecks, shippingFormStates } from './ShippingForm';

const savedAddress = {
  name: 'Priya Deshmukh',
  address: 'Flat 4B, Shanti Apartments, near Ram Mandir',
  phone: '9876543210',
  post: '440010',
  province: 'Maharashtra',
  city: 'Nagpur',
  area: 'Dharampeth',
};

const meta = {
  title: 'Components/ShippingForm',
  component: ShippingForm,
  tags: ['autodocs'],
  args: { state: 'editing', onSave: fn(), onEdit: fn(), email: 'priya@example.in' },
  argTypes: {
    state: { control: 'inline-radio', options: shippingFormStates },
    initialCheck: { control: 'inline-radio', options: shippingFormChecks },
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof ShippingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditingEmpty: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Shipping Information' })).toBeVisible();
    for (const name of ['Full name', 'Mobile number', 'PIN code', 'City', 'Area or locality']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(canvas.getByRole('combobox', { name: 'State or union territory' })).toHaveValue('');
    // No message before the first attempt to save.
    await expect(canvas.queryByText('This field is required.')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(7);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('This field is required.');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      '10 digits, starting with 6, 7, 8 or 9 This field is required.',
    );

    // A message goes away as soon as its field is put right.
    await userEvent.type(name, 'Priya');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(6);
  },
};

/** A reopened address with a bad mobile, a PIN starting with 0 and no state: each field says what is wrong. */
export const EditingWithErrors: Story = {
  args: {
    initialCheck: 'shown',
    value: { ...savedAddress, phone: '5123456789', post: '044001', province: 'Bombay' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      '10 digits, starting with 6, 7, 8 or 9 Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    );
    await expect(canvas.getByRole('textbox', { name: 'PIN code' })).toHaveAccessibleDescription(
      '6 digits Enter a 6-digit PIN code that does not start with 0.',
    );
    const state = canvas.getByRole('combobox', { name: 'State or union territory' });
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toHaveAccessibleDescription('Choose a state or union territory from the list.');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    await expect(canvas.getByText('Please correct the fields marked below.')).toBeVisible();
  },
};

/** Fixing every field and saving hands the page the normalised address. */
export const FixAndSave: Story = {
  args: EditingWithErrors.args,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+91 98765 43210');
    const pin = canvas.getByRole('textbox', { name: 'PIN code' });
    await userEvent.clear(pin);
    await userEvent.type(pin, '440010');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'State or union territory' }),
      'Maharashtra',
    );
    await expect(canvas.queryByText('Please correct the fields marked below.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(savedAddress);
  },
};

/** The saved address comes back into the form; a loosely spelt state still selects its entry. */
export const EditingPrefilled: Story = {
  args: { value: { ...savedAddress, name: '  Priya Deshmukh ', province: 'maharashtra' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Nagpur');
    await expect(canvas.getByRole('combobox', { name: 'State or union territory' })).toHaveValue(
      'Maharashtra',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(savedAddress);
  },
};

/** The picker lists the 28 states, then the 8 union territories. */
export const StatePicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('combobox', { name: 'State or union territory' });
    await expect(within(state).getByRole('group', { name: 'States' }).children).toHaveLength(28);
    await expect(within(state).getByRole('group', { name: 'Union territories' }).children).toHaveLength(8);
    await userEvent.selectOptions(state, 'Ladakh');
    await expect(state).toHaveValue('Ladakh');
  },
};

export const Saved: Story = {
  args: { state: 'saved', value: savedAddress },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deliver To Priya Deshmukh' })).toBeVisible();
    await expect(canvas.getByText('Home')).toBeVisible();
    await expect(canvas.getByText('9876543210')).toBeVisible();
    await expect(
      canvas.getByText(
        'Flat 4B, Shanti Apartments, near Ram Mandir, Dharampeth, Nagpur, Maharashtra, 440010',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Order details will be sent to priya@example.in')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change the shipping address' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const HindiEditing: Story = {
  globals: { language: 'hindi' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'डिलीवरी की जानकारी' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'सेव करें' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('यह जानकारी ज़रूरी है।')).toHaveLength(7);
    await expect(canvas.getByRole('textbox', { name: 'पूरा नाम' })).toHaveFocus();
  },
};

export const HindiSaved: Story = {
  globals: { language: 'hindi' },
  args: { state: 'saved', value: savedAddress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Priya Deshmukh को डिलीवर करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'डिलीवरी का पता बदलें' })).toBeVisible();
  },
};

/** On a 375 px phone the fields stack in one column and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { initialCheck: 'shown', value: { ...savedAddress, post: '12' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    const city = canvas.getByRole('textbox', { name: 'City' });
    await expect(name.getBoundingClientRect().left).toBe(city.getBoundingClientRect().left);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('textbox', { name: 'PIN code' })).toHaveAttribute('aria-invalid', 'true');
  },
};
