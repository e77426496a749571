import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHref } from '../../hrefs/site';
import { sessionCheckFails } from '../../mocks/accountHandlers';
import { cartMocks } from '../../mocks/cartHandlers';
import { http } from '../../mocks/http';
import { layoutCustomer, signInForStory } from '../../mocks/layoutHandlers';
import {
  brokenProductPicture,
  detailedMixer,
  detailsOf,
  longDescription,
  productsForStories,
} from '../../mocks/productDetails';
import { productDetailsMocks } from '../../mocks/productDetailsHandlers';
import { wishlistIdOf, wishlistMocks } from '../../mocks/wishlistHandlers';
import { StoryRouter } from '../../StoryRouter';

const { kurta, brassDiya } = productsForStories;

const meta = {
  title: 'Pages/ProductDetails',
  component: StoryRouter,
  args: { path: productHref(detailedMixer.slug) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook's 320 × 568 phone. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

/** A route's first load fetches its code as well as its data: more than the default second on a busy machine. */
const patiently = { timeout: 5000 };

/** Waits for the product: its name as the page's heading. */
async function loaded(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('heading', { level: 1, name }, patiently);
}

const inStock = productDetailsMocks(detailedMixer, { totalReview: 3 });
export const Default: Story = {
  tags: ['visual'],
  beforeEach: () => inStock.reset(),
  parameters: { msw: inStock.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');

    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(crumbs).getByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/products?category=Kitchen',
    );
    await expect(within(crumbs).getByText('Mixer Grinder 750 W, 3 Jars')).toHaveAttribute(
      'aria-current',
      'page',
    );

    // SPEC.md §9, product page: 1,24,999 − floor(1,24,999 × 15 / 100).
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
    await expect(canvas.getByText('₹1,24,999').closest('s')).not.toBeNull();
    await expect(canvas.getByText('-15%')).toBeVisible();
    await expect(canvas.getByText('In Stock (4)')).toBeVisible();
    await expect(canvas.getByText('Shop: Rasoi Ghar')).toBeVisible();
    await expect(canvas.getByText('Brand: Sujata')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Rated 4.3 out of 5' })[0]).toBeVisible();

    // Gallery: three pictures, the first shown; a thumbnail shows another.
    await expect(
      canvas.getByRole('img', { name: 'Mixer Grinder 750 W, 3 Jars, image 1 of 3' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Show image 2' }));
    await expect(
      canvas.getByRole('img', { name: 'Mixer Grinder 750 W, 3 Jars, image 2 of 3' }),
    ).toBeVisible();

    // Quantity: − ignored at 1, + up to the stock of 4, then "Out of Stock".
    const quantity = canvas.getByRole('group', { name: 'Quantity' });
    await userEvent.click(within(quantity).getByRole('button', { name: 'Decrease quantity' }));
    await expect(within(quantity).getByRole('status')).toHaveTextContent('1');
    const plus = within(quantity).getByRole('button', { name: 'Increase quantity' });
    for (let press = 0; press < 4; press += 1) await userEvent.click(plus);
    await expect(within(quantity).getByRole('status')).toHaveTextContent('4');
    await expect(await canvas.findByText('Out of Stock')).toBeInTheDocument();

    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Save Mixer Grinder 750 W, 3 Jars to the wishlist' }),
    ).toHaveAttribute('aria-pressed', 'false');
    // Buy Now carries the chosen quantity to the checkout (4, after the presses above).
    await expect(canvas.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      `/login?next=%2Fshipping%3FbuyNow%3D${detailedMixer.slug}%26quantity%3D4`,
    );
    await expect(canvas.getByRole('link', { name: 'Chat Seller' })).toBeVisible();

    // Tabs: Reviews first, Description on demand.
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent(
      detailedMixer.description,
    );

    await expect(canvas.getByRole('region', { name: 'From Rasoi Ghar' })).toBeVisible();
    const related = canvas.getByRole('region', { name: 'Related Products' });
    await expect(within(related).getByRole('link', { name: 'Pressure Cooker 5 L' })).toHaveAttribute(
      'href',
      '/product/details/pressure-cooker-5l',
    );

    await waitFor(() => expect(document.title).toBe('Mixer Grinder 750 W, 3 Jars | Bazaar'));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      detailedMixer.description,
    );
    await expect(inStock.reviewPages).toEqual([1]);
  },
};

const noDiscount = productDetailsMocks(kurta, { totalReview: 2 });
export const NoDiscount: Story = {
  args: { path: productHref(kurta.slug) },
  parameters: { msw: noDiscount.handlers },
  play: async ({ canvasElement }) => {
    const heading = await loaded(canvasElement, 'Handloom Cotton Kurta');
    // The product's own details, not the other products' cards further down.
    const info = heading.parentElement ?? canvasElement;
    await expect(within(info).getByText('₹1,499')).toBeVisible();
    await expect(within(info).queryByText(/^-\d+%$/)).toBeNull();
    await expect(info.querySelector('s')).toBeNull();
    await expect(within(info).getByText('In Stock (12)')).toBeVisible();
  },
};

const outOfStock = productDetailsMocks(brassDiya, { totalReview: 1 });
export const OutOfStock: Story = {
  args: { path: productHref(brassDiya.slug) },
  parameters: { msw: outOfStock.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Brass Diya, Set of 2');
    await expect(canvas.getByText('Out Of Stock')).toBeVisible();
    // SPEC.md §2.6: no quantity, no Add To Cart and no Buy Now without stock.
    await expect(canvas.queryByRole('group', { name: 'Quantity' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Save Brass Diya, Set of 2 to the wishlist' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chat Seller' })).toBeVisible();
  },
};

const longText = productDetailsMocks({ ...detailedMixer, description: longDescription }, { totalReview: 3 });
export const LongDescription: Story = {
  parameters: { msw: longText.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    const more = canvas.getByRole('button', { name: 'Show More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/for lassi and batter, a 1 L dry jar for…$/)).toBeVisible();
    await expect(canvas.queryByText(/Made in India\.$/)).toBeNull();

    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Made in India\.$/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(canvas.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Made in India\.$/)).toBeNull();
    // The meta description carries the same first 25 words.
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/a 1 L dry jar for…$/),
    );
  },
};

const shortText = productDetailsMocks(kurta);
export const ShortDescription: Story = {
  args: { path: productHref(kurta.slug) },
  parameters: { msw: shortText.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Handloom Cotton Kurta');
    await expect(canvas.getByText(kurta.description)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

const imageFailed = productDetailsMocks({ ...detailedMixer, images: [brokenProductPicture] });
export const ImageFailed: Story = {
  parameters: { msw: imageFailed.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Mixer Grinder 750 W, 3 Jars' }),
    ).toBeVisible();
  },
};

const manyReviews = productDetailsMocks(detailedMixer, { totalReview: 35 });
export const ManyReviews: Story = {
  beforeEach: () => manyReviews.reset(),
  parameters: { msw: manyReviews.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await expect(canvas.getByText('(35) reviews', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText(/\(review 1\)$/)).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Review pages' });
    await expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(4);

    await userEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await expect(await canvas.findByText(/\(review 11\)$/, {}, patiently)).toBeVisible();
    await expect(canvas.queryByText(/\(review 1\)$/)).toBeNull();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Review pages' })).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(manyReviews.reviewPages).toEqual([1, 2]);
  },
};

/** A shared link to the second page of reviews opens on it. */
const reviewPageLink = productDetailsMocks(detailedMixer, { totalReview: 35 });
export const ReviewPageFromLink: Story = {
  beforeEach: () => reviewPageLink.reset(),
  args: { path: `/product/details/${detailedMixer.slug}?reviews=3` },
  parameters: { msw: reviewPageLink.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await expect(canvas.getByText(/\(review 21\)$/)).toBeVisible();
    await expect(reviewPageLink.reviewPages).toEqual([3]);
  },
};

const noReviews = productDetailsMocks({ ...detailedMixer, rating: 0 });
export const NoReviews: Story = {
  parameters: { msw: noReviews.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
    await expect(canvas.getAllByRole('img', { name: 'Not rated yet' })[0]).toBeVisible();
  },
};

const signedOut = productDetailsMocks(detailedMixer, { totalReview: 3 });
export const SignedOut: Story = {
  parameters: { msw: signedOut.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await expect(canvas.getByRole('link', { name: 'Login First' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('form', { name: 'Rate this product' })).toBeNull();
    // Cart, wishlist, Buy Now and chat need a signed-in shopper (SPEC.md §5): the visitor goes to log in,
    // and comes back to where they were going.
    await expect(canvas.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      `/login?next=%2Fshipping%3FbuyNow%3D${detailedMixer.slug}%26quantity%3D1`,
    );
    await expect(canvas.getByRole('link', { name: 'Chat Seller' })).toHaveAttribute(
      'href',
      `/login?next=%2Fdashboard%2Fchat%2F${detailedMixer.sellerId}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 1, name: 'Mixer Grinder 750 W, 3 Jars' })).toBeNull(),
    );
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  },
};

const signedIn = productDetailsMocks(detailedMixer, { totalReview: 3 });
export const SignedIn: Story = {
  beforeEach: () => {
    signedIn.reset();
    return signInForStory();
  },
  parameters: { msw: signedIn.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    const form = await canvas.findByRole('form', { name: 'Rate this product' }, patiently);
    await expect(canvas.queryByRole('link', { name: 'Login First' })).toBeNull();
    await expect(canvas.getByText('(3) reviews', { selector: 'p' })).toBeVisible();

    // Signed in, Buy Now and Chat Seller lead straight to the checkout and the seller's conversation.
    await expect(canvas.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      `/shipping?buyNow=${detailedMixer.slug}&quantity=1`,
    );
    await expect(canvas.getByRole('link', { name: 'Chat Seller' })).toHaveAttribute(
      'href',
      `/dashboard/chat/${detailedMixer.sellerId}`,
    );

    await userEvent.click(within(form).getByRole('radio', { name: '4 out of 5 stars' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Your review' }),
      'Grinds urad dal finely.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    // Sent, then the page reloaded: two round trips.
    await expect(await canvas.findByText('Thank you for your review.', {}, patiently)).toBeInTheDocument();
    await expect(signedIn.submitted).toEqual([
      { productId: detailedMixer._id, rating: 4, review: 'Grinds urad dal finely.' },
    ]);
    // The list reloads with the new review on top, and the form is empty again.
    await expect(await canvas.findByText('Grinds urad dal finely.')).toBeVisible();
    await expect(canvas.getByText('(4) reviews', { selector: 'p' })).toBeVisible();
    await expect(signedIn.reviewPages).toEqual([1, 1]);
    const freshForm = canvas.getByRole('form', { name: 'Rate this product' });
    await expect(within(freshForm).getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    await expect(within(freshForm).queryByRole('radio', { checked: true })).toBeNull();
  },
};

const reviewRefused = productDetailsMocks(detailedMixer, {
  totalReview: 3,
  rejectReview: { status: 400, error: 'You can review a product only after buying it.' },
});
export const ReviewError: Story = {
  beforeEach: () => {
    reviewRefused.reset();
    return signInForStory();
  },
  parameters: { msw: reviewRefused.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    const form = await canvas.findByRole('form', { name: 'Rate this product' }, patiently);
    await userEvent.click(within(form).getByRole('radio', { name: '2 out of 5 stars' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Too loud.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    const alert = await within(form).findByRole('alert', {}, patiently);
    await expect(alert).toHaveTextContent('Your review was not saved.');
    await expect(alert).toHaveTextContent('You can review a product only after buying it.');
    // What was written stays, to be sent again; nothing was reloaded.
    await expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveValue('Too loud.');
    await expect(reviewRefused.reviewPages).toEqual([1]);
  },
};

const missing = productDetailsMocks(detailedMixer);
export const NotFound: Story = {
  args: { path: productHref('no-such-product') },
  parameters: { msw: missing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Product not found' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shops');
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/home/product-details/{slug}', async ({ response }) => {
        await delay('infinite');
        return response(200).json(detailsOf(detailedMixer));
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading product…', {}, patiently)).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: [
      http.get('/home/product-details/{slug}', ({ response }) =>
        response('default').json({ error: 'The shop is taking a short break.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, patiently);
    await expect(alert).toHaveTextContent('The product could not be loaded.');
    await expect(alert).toHaveTextContent('The shop is taking a short break.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const ReviewsFailed: Story = {
  parameters: {
    msw: [
      productDetailsMocks(detailedMixer).handlers[0],
      http.get('/home/customer/get-reviews/{productId}', ({ response }) =>
        response('default').json({ error: 'Reviews are resting.' }, { status: 500 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The reviews could not be loaded.');
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
  },
};

const hindi = productDetailsMocks(detailedMixer, { totalReview: 12 });
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await expect(canvas.getByRole('navigation', { name: 'आप यहाँ हैं' })).toBeVisible();
    await expect(canvas.getByText('स्टॉक में (4)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'अभी ख़रीदें' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'समीक्षाएँ' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'पहले लॉग इन करें' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'समीक्षाओं के पेज' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'मिलते-जुलते उत्पाद' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
  },
};

const mobile = productDetailsMocks(detailedMixer, { totalReview: 12 });
export const Mobile: Story = {
  globals: phone,
  parameters: { msw: mobile.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    // One column: the picture above the name, and nothing wider than the phone.
    const picture = canvas.getByRole('img', { name: 'Mixer Grinder 750 W, 3 Jars, image 1 of 3' });
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  },
};

/** A route's code and data, then the toast: the notifications region appears with the first toast. */
async function toastSaying(text: string) {
  const region = await within(document.body).findByRole('region', { name: /^Notifications/ }, patiently);
  return within(region).findByText(text, {}, patiently);
}

const mixerHeart = 'Save Mixer Grinder 750 W, 3 Jars to the wishlist';

/** Signed in: Add To Cart sends the chosen quantity; a thank-you, and the header's cart count follows. */
const addToCartPage = productDetailsMocks(detailedMixer, { totalReview: 3 });
const addToCartCart = cartMocks([], { catalogue: [detailedMixer] });
export const AddToCart: Story = {
  beforeEach: () => {
    addToCartPage.reset();
    addToCartCart.reset();
    return signInForStory();
  },
  parameters: { msw: [...addToCartPage.handlers, ...addToCartCart.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    const quantity = canvas.getByRole('group', { name: 'Quantity' });
    await userEvent.click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      `/shipping?buyNow=${detailedMixer.slug}&quantity=2`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await toastSaying('Added to your cart.');
    await expect(addToCartCart.added).toEqual([
      { userId: layoutCustomer.id, productId: detailedMixer._id, quantity: 2 },
    ]);
    await expect((await canvas.findAllByRole('link', { name: 'Cart, 2 items' }, patiently))[0]).toBeVisible();
  },
};

/** The server has fewer left than asked for (409): its words in a toast, and the header's count stays. */
const outOfStockPage = productDetailsMocks(detailedMixer, { totalReview: 3 });
const outOfStockCart = cartMocks([], {
  catalogue: [detailedMixer],
  refuse: { add: { status: 409, error: 'Out of Stock: only 1 left' } },
});
export const AddToCartOutOfStock: Story = {
  beforeEach: () => {
    outOfStockCart.reset();
    return signInForStory();
  },
  parameters: { msw: [...outOfStockPage.handlers, ...outOfStockCart.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    const add = canvas.getByRole('button', { name: 'Add To Cart' });
    await userEvent.click(add);
    await toastSaying('Out of Stock: only 1 left');
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'false'));
    await expect(outOfStockCart.calls).toEqual([`add ${detailedMixer._id} ×1`]);
    await expect(canvas.queryByRole('link', { name: /^Cart, \d/ })).toBeNull();
  },
};

/** Signed in: the heart saves the product and takes it out again; the header's wishlist count follows. */
const wishlistPage = productDetailsMocks(detailedMixer, { totalReview: 3 });
const wishlistToggle = wishlistMocks([], { catalogue: [detailedMixer] });
export const WishlistToggleSignedIn: Story = {
  name: 'Wishlist add and remove',
  beforeEach: () => {
    wishlistToggle.reset();
    return signInForStory();
  },
  parameters: { msw: [...wishlistPage.handlers, ...wishlistToggle.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    const heart = canvas.getByRole('button', { name: mixerHeart });
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'false'), patiently);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    await toastSaying('Mixer Grinder 750 W, 3 Jars was saved to your wishlist.');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(
      (await canvas.findAllByRole('link', { name: 'Wishlist, 1 item' }, patiently))[0],
    ).toBeVisible();

    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(heart);
    await toastSaying('Mixer Grinder 750 W, 3 Jars was removed from your wishlist.');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await expect(wishlistToggle.calls).toEqual([
      `add ${detailedMixer._id}`,
      `remove ${wishlistIdOf(detailedMixer)}`,
    ]);
  },
};

/** A product already in the wishlist opens with its heart pressed. */
const savedPage = productDetailsMocks(detailedMixer, { totalReview: 3 });
const savedWishlist = wishlistMocks([detailedMixer]);
export const WishlistSaved: Story = {
  beforeEach: signInForStory,
  parameters: { msw: [...savedPage.handlers, ...savedWishlist.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await waitFor(
      () => expect(canvas.getByRole('button', { name: mixerHeart })).toHaveAttribute('aria-pressed', 'true'),
      patiently,
    );
  },
};

/** A refused save: the server's words in a toast, and the heart stays as it was. */
const refusedPage = productDetailsMocks(detailedMixer, { totalReview: 3 });
const refusedWishlist = wishlistMocks([], {
  catalogue: [detailedMixer],
  refuse: { add: { status: 503, error: 'The wishlist is resting. Try again in a minute.' } },
});
export const WishlistFails: Story = {
  beforeEach: () => {
    refusedWishlist.reset();
    return signInForStory();
  },
  parameters: { msw: [...refusedPage.handlers, ...refusedWishlist.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    const heart = canvas.getByRole('button', { name: mixerHeart });
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'false'), patiently);
    await userEvent.click(heart);
    await toastSaying('The wishlist is resting. Try again in a minute.');
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'false'));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Signed out, the heart leads to the login page (DESIGN.md §4). */
const heartSignedOut = productDetailsMocks(detailedMixer, { totalReview: 3 });
export const WishlistSignedOut: Story = {
  parameters: { msw: heartSignedOut.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await userEvent.click(canvas.getByRole('button', { name: mixerHeart }));
    await waitFor(
      () => expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page'),
      patiently,
    );
  },
};

/**
 * The kept sign-in could not be checked (the API unreachable): Add To Cart and the heart say so, and nobody
 * is sent to log in, since only a 401 signs out.
 */
const unconfirmedPage = productDetailsMocks(detailedMixer, { totalReview: 3 });
const unconfirmedCheck = sessionCheckFails('unreachable');
export const SessionUnconfirmed: Story = {
  beforeEach: () => {
    unconfirmedPage.reset();
    unconfirmedCheck.reset();
    return signInForStory();
  },
  parameters: { msw: [...unconfirmedCheck.handlers, ...unconfirmedPage.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await waitFor(() => expect(unconfirmedCheck.checks()).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Cart' }));
    await toastSaying('Bazaar could not be reached. Check your connection and try again.');
    await userEvent.click(canvas.getByRole('button', { name: mixerHeart }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Mixer Grinder 750 W, 3 Jars' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Login' })).toBeNull();
    await expect(localStorage.getItem('customerToken')).not.toBeNull();
  },
};

const unconfirmedPageHindi = productDetailsMocks(detailedMixer, { totalReview: 3 });
const unconfirmedCheckHindi = sessionCheckFails('unreachable');
export const SessionUnconfirmedHindi: Story = {
  globals: { language: 'hindi' },
  beforeEach: () => {
    unconfirmedPageHindi.reset();
    unconfirmedCheckHindi.reset();
    return signInForStory();
  },
  parameters: { msw: [...unconfirmedCheckHindi.handlers, ...unconfirmedPageHindi.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Mixer Grinder 750 W, 3 Jars');
    await waitFor(() => expect(unconfirmedCheckHindi.checks()).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'कार्ट में डालें' }));
    const region = await within(document.body).findByRole('region', { name: /^सूचनाएँ/ }, patiently);
    await within(region).findByText(
      'Bazaar से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
      {},
      patiently,
    );
    await expect(canvas.queryByRole('form', { name: 'लॉग इन' })).toBeNull();
  },
};
