import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { en } from '../../messages/en';
import { format } from '../../messages/format';
import { hi } from '../../messages/hi';
import { Toaster } from './Toaster';
import { createToaster, MAX_TOASTS, type ToastTone, toastTones } from './toaster';

// The toasts portal nowhere: they render in the fixed viewport, inside the story's root.
const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const cartError = 'Only 4 left in stock for Mixer Grinder 750 W, 3 Jars.';

const successStore = createToaster();
export const Success: Story = {
  args: { toaster: successStore },
  beforeEach: () => successStore.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    successStore.toast.success(en.toasts.messageSent);
    const toast = await canvas.findByRole('listitem');
    await expect(toast).toHaveTextContent(en.toasts.messageSent);
    await expect(within(toast).getByText('Success')).toBeInTheDocument();
    // Success waits for the screen reader to finish (polite); errors interrupt it.
    const announcement = await within(document.body).findByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcement).toHaveTextContent(en.toasts.messageSent));
    // SPEC.md §9: a success toast leaves after 2 seconds.
    await waitFor(() => expect(canvas.queryByText(en.toasts.messageSent)).toBeNull(), { timeout: 3500 });
  },
};

const errorStore = createToaster();
export const ErrorToast: Story = {
  name: 'Error',
  args: { toaster: errorStore },
  beforeEach: () => errorStore.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    errorStore.toast.error(cartError);
    const toast = await canvas.findByRole('listitem');
    await expect(toast).toHaveTextContent(cartError);
    const announcement = await within(document.body).findByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(announcement).toHaveTextContent(cartError));
    // Still there after the 2 seconds a success toast gets; gone after its own 4 seconds.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(canvas.getByText(cartError)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(cartError)).toBeNull(), { timeout: 3000 });
  },
};

const sellerNotice = format(en.toasts.sellerMessage, { sender: 'Sharma Electronics' });

const infoStore = createToaster();
/** A notice that is neither success nor error: its own mark, no "Success" word, polite, 3 seconds. */
export const Info: Story = {
  args: { toaster: infoStore },
  beforeEach: () => infoStore.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    infoStore.toast.info(sellerNotice);
    const toast = await canvas.findByRole('listitem');
    await expect(toast).toHaveTextContent(sellerNotice);
    await expect(toast).toHaveAttribute('data-tone', 'info');
    // Nothing succeeded or failed, so neither word is said.
    await expect(within(toast).queryByText('Success')).toBeNull();
    await expect(within(toast).queryByText('Error')).toBeNull();
    // Like success, it waits for the screen reader to finish.
    const announcement = await within(document.body).findByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcement).toHaveTextContent(sellerNotice));
    // Still there after the 2 seconds a success toast gets; gone after its own 3 seconds (toastDurations).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(canvas.getByText(sellerNotice)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(sellerNotice)).toBeNull(), { timeout: 2000 });
  },
};

const toneStore = createToaster();
/** The three marks side by side: info looks like neither success nor error. */
export const InfoBesideOtherTones: Story = {
  args: { toaster: toneStore, durations: { success: Infinity, info: Infinity, error: Infinity } },
  beforeEach: () => {
    toneStore.clear();
    toneStore.toast.success(en.toasts.messageSent);
    toneStore.toast.info(sellerNotice);
    toneStore.toast.error(en.toasts.outOfStock);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    const markColour = (text: string) => {
      const mark = canvas.getByText(text).closest('li')?.querySelector('span');
      return mark ? getComputedStyle(mark).backgroundColor : null;
    };
    const info = markColour(sellerNotice);
    await expect(info).not.toBeNull();
    // A tinted disc of its own, not the bare toast showing through.
    await expect(info).not.toBe('rgba(0, 0, 0, 0)');
    await expect(info).not.toBe(markColour(en.toasts.messageSent));
    await expect(info).not.toBe(markColour(en.toasts.outOfStock));
    // The same dark toast as the others (SPEC.md §1): only the mark differs.
    const background = (text: string) =>
      getComputedStyle(canvas.getByText(text).closest('li') ?? document.body).backgroundColor;
    await expect(background(sellerNotice)).toBe(background(en.toasts.messageSent));
  },
};

const dismissStore = createToaster();
export const Dismiss: Story = {
  args: { toaster: dismissStore },
  beforeEach: () => dismissStore.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dismissStore.toast.error(cartError);
    dismissStore.toast.success(en.toasts.messageSent);
    const dismissButtons = await canvas.findAllByRole('button', { name: 'Dismiss' });
    await expect(dismissButtons).toHaveLength(2);
    await userEvent.click(dismissButtons[0] as HTMLElement);
    await waitFor(() => expect(canvas.queryByText(cartError)).toBeNull());
    await expect(dismissStore.getSnapshot()).toHaveLength(1);
  },
};

const keyboardStore = createToaster();
export const KeyboardReach: Story = {
  args: { toaster: keyboardStore, durations: { success: Infinity, info: Infinity, error: Infinity } },
  beforeEach: () => keyboardStore.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    keyboardStore.toast.error(cartError);
    await canvas.findByText(cartError);
    // F8 jumps to the notifications region; Escape then closes the focused toast.
    // Radix matches the key by its code, which the bracket form sets.
    await userEvent.keyboard('[F8]');
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByText(cartError)).toBeNull());
  },
};

const manyStore = createToaster();
export const AtMostTwenty: Story = {
  args: { toaster: manyStore, durations: { success: Infinity, info: Infinity, error: Infinity } },
  beforeEach: () => manyStore.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let number = 1; number <= MAX_TOASTS + 5; number += 1) {
      if (number % 2 === 0) manyStore.toast.error(`Error number ${number}`);
      else if (number % 5 === 0) manyStore.toast.info(`Notice number ${number}`);
      else manyStore.toast.success(`Saved number ${number}`);
    }
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(MAX_TOASTS));
    // The oldest five made way for the newest, whatever their tone.
    await expect(canvas.queryByText('Saved number 1')).toBeNull();
    await expect(canvas.queryByText('Notice number 5')).toBeNull();
    await expect(canvas.getByText('Error number 6')).toBeInTheDocument();
    await expect(canvas.getByText('Notice number 25')).toBeInTheDocument();
  },
};

const longStore = createToaster();
export const LongText: Story = {
  args: { toaster: longStore, durations: { success: Infinity, info: Infinity, error: Infinity } },
  beforeEach: () => {
    longStore.clear();
    longStore.toast.error(
      'The seller of Banarasi Katan Silk Saree with Zari Border has paused orders while the workshop restocks; please try again after Diwali or choose another shop.',
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByText(/paused orders/);
    await waitFor(() => expect(text).toBeVisible());
    const toast = canvas.getByRole('listitem');
    // Once it has slid in, the long text wraps inside the screen.
    await waitFor(() => expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
  },
};

const hindiStore = createToaster();
export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { toaster: hindiStore, durations: { success: Infinity, info: Infinity, error: Infinity } },
  beforeEach: () => {
    hindiStore.clear();
    hindiStore.toast.success('संदेश भेज दिया गया');
    hindiStore.toast.error('स्टॉक में नहीं है');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: 'सूचना बंद करें' })).toHaveLength(2);
    await expect(canvas.getByText('सफल')).toBeInTheDocument();
    await expect(canvas.getByText('त्रुटि')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'सूचनाएँ (F8)' })).toBeInTheDocument();
  },
};

const hindiInfoStore = createToaster();
const hindiSellerNotice = format(hi.toasts.sellerMessage, { sender: 'शर्मा इलेक्ट्रॉनिक्स' });
export const HindiInfo: Story = {
  globals: { language: 'hindi' },
  args: { toaster: hindiInfoStore, durations: { success: Infinity, info: Infinity, error: Infinity } },
  beforeEach: () => {
    hindiInfoStore.clear();
    hindiInfoStore.toast.info(hindiSellerNotice);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = await canvas.findByRole('listitem');
    await expect(toast).toHaveTextContent(hindiSellerNotice);
    await expect(within(toast).getByRole('button', { name: 'सूचना बंद करें' })).toBeInTheDocument();
    await expect(within(toast).queryByText('सफल')).toBeNull();
    await expect(within(toast).queryByText('त्रुटि')).toBeNull();
    const announcement = await within(document.body).findByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcement).toHaveTextContent(hindiSellerNotice));
  },
};

const matrixStore = createToaster();
const matrixTexts = {
  success: en.toasts.messageSent,
  info: sellerNotice,
  error: en.toasts.outOfStock,
} as const satisfies Record<ToastTone, string>;

/** Every tone, short and long, kept on screen for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  args: { toaster: matrixStore, durations: { success: Infinity, info: Infinity, error: Infinity } },
  beforeEach: () => {
    matrixStore.clear();
    for (const tone of toastTones) matrixStore.toast[tone](matrixTexts[tone]);
    matrixStore.toast.error(cartError);
    matrixStore.toast.info(en.cart.voucherUnavailable);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(toastTones.length + 2));
  },
};
