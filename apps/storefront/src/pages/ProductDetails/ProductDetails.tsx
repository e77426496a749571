import { Breadcrumb } from '@bazaar/ui/components/Breadcrumb';
import { Icon } from '@bazaar/ui/components/Icon';
import { ImageGallery } from '@bazaar/ui/components/ImageGallery';
import { MoreFromShop } from '@bazaar/ui/components/MoreFromShop';
import { PriceWithDiscount } from '@bazaar/ui/components/PriceWithDiscount';
import { ProductCarousel } from '@bazaar/ui/components/ProductCarousel';
import { ProductDescription } from '@bazaar/ui/components/ProductDescription';
import { ProductTabs } from '@bazaar/ui/components/ProductTabs';
import { QuantitySelector } from '@bazaar/ui/components/QuantitySelector';
import { RatingBreakdown } from '@bazaar/ui/components/RatingBreakdown';
import { RatingStars } from '@bazaar/ui/components/RatingStars';
import {
  ReviewForm,
  ReviewFormLoginPrompt,
  type ReviewFormStatus,
  type ReviewFormValues,
} from '@bazaar/ui/components/ReviewForm';
import { ReviewList, type ReviewListLinkProps } from '@bazaar/ui/components/ReviewList';
import { StockLine } from '@bazaar/ui/components/StockLine';
import { WishlistToggle } from '@bazaar/ui/components/WishlistToggle';
import { categoryName, format, useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { visuallyHidden } from '@bazaar/ui/theme';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { useCustomerChanges } from '../../customer/useCustomerChanges';
import { buyNowHref } from '../../hrefs/checkout';
import { chatHref } from '../../hrefs/dashboard';
import { categoryHref, homeHref, loginHref, loginHrefFor, productHref, shopsHref } from '../../hrefs/site';
import { useShop } from '../../layout/shopContext';
import { renderRouterLink } from '../../renderRouterLink';
import { useSession } from '../../session/session';
import { loadFailureText } from '../../session/signedOutRule';
import { useToast } from '../../toasts/toasts';
import * as styles from './ProductDetails.css';
import { ProductDetailsLoading } from './ProductDetailsLoading';
import {
  type ProductDetailsLoaderData,
  REVIEW_PAGE_PARAM,
  type ReviewActionData,
  type ReviewSubmission,
  type ReviewsState,
} from './productDetailsLoader';
import { useProductDocumentMeta } from './useProductDocumentMeta';

type ReadyData = Extract<ProductDetailsLoaderData, { status: 'ready' }>;

export function ProductDetails() {
  const result = useLoaderData<ProductDetailsLoaderData>();
  const revalidator = useRevalidator();
  const messages = useMessages();

  if (result.status === 'notFound') {
    return (
      <section className={styles.missing} aria-labelledby="product-not-found">
        <h1 id="product-not-found" className={styles.name}>
          {messages.product.notFoundTitle}
        </h1>
        <p className={styles.problemText}>{messages.product.notFoundText}</p>
        <Link to={shopsHref} className={button({ variant: 'primary' })}>
          {messages.product.browseShop}
        </Link>
      </section>
    );
  }
  if (result.status === 'error') {
    if (revalidator.state === 'loading') return <ProductDetailsLoading />;
    return (
      <div className={styles.problem} role="alert">
        <p className={styles.problemTitle}>{messages.product.loadFailed}</p>
        <p className={styles.problemText}>
          {result.serverMessage ??
            (result.cause === 'unreachable' ? messages.errors.unreachable : messages.errors.generic)}
        </p>
        <button
          type="button"
          className={button({ variant: 'primary' })}
          onClick={() => revalidator.revalidate()}
        >
          {messages.common.retry}
        </button>
      </div>
    );
  }
  // Keyed by slug: another product starts at its first picture, a quantity of 1 and an empty review form.
  return <ProductDetailsView key={result.details.product.slug} result={result} />;
}

function renderPageLink({ href, children, ...props }: ReviewListLinkProps) {
  // The page of reviews changes under the visitor's eyes: no jump back to the top of the page.
  return (
    <Link to={href} preventScrollReset {...props}>
      {children}
    </Link>
  );
}

function ProductDetailsView({ result }: { result: ReadyData }) {
  const { product, relatedProducts, moreProducts } = result.details;
  const messages = useMessages();
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [quantity, setQuantity] = useState(1);
  const inStock = product.stock > 0;
  const userId = session.status === 'signedIn' ? session.customer.id : null;
  const { wishlist } = useShop();
  // SPEC.md §4: Add To Cart and the heart are changes sent to the route's action; the frame loads again.
  const changes = useCustomerChanges();
  const cartStatus = changes.pending.some((change) => change.intent === 'cart.add') ? 'adding' : 'idle';

  // SPEC.md §2.6: each product opens at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);
  useProductDocumentMeta(product.name, product.description);

  // Cart, wishlist, Buy Now and chat need a signed-in shopper (SPEC.md §5, DESIGN.md §4): a visitor goes to
  // log in and comes back to where they were going.
  const signedOut = session.status === 'signedOut';
  const here = location.pathname + location.search;
  // A sign-in that could not be checked (the API unreachable or failing) is kept: the failure is said.
  const sessionFailed = () => {
    if (session.status !== 'unconfirmed') return false;
    toast.error(loadFailureText(session.failure, messages.errors));
    return true;
  };
  const addToCart = () => {
    if (signedOut) navigate(loginHrefFor(here));
    else if (sessionFailed()) return;
    else if (userId !== null && cartStatus === 'idle') {
      changes.submit({ intent: 'cart.add', userId, productId: product._id, quantity, name: product.name });
    }
  };
  const buyNow = buyNowHref(product.slug, quantity);
  const chat = chatHref(product.sellerId);
  const savedEntry =
    wishlist.status === 'ready' ? wishlist.items.find((entry) => entry.productId === product._id) : undefined;
  // Signed in, the heart waits for the wishlist before it says whether the product is saved.
  const wishlistBusy =
    changes.pending.some((change) => change.intent.startsWith('wishlist.')) ||
    (userId !== null && wishlist.status === 'loading');

  const totalReview = result.reviews.status === 'ready' ? result.reviews.reviews.totalReview : null;

  return (
    <article className={styles.page} aria-labelledby="product-name">
      <Breadcrumb
        items={[
          { label: messages.common.home, href: homeHref },
          { label: categoryName(messages, product.category), href: categoryHref(product.category) },
          { label: product.name },
        ]}
        renderLink={renderRouterLink}
      />
      <div className={styles.top}>
        <ImageGallery images={product.images} productName={product.name} />
        <div className={styles.info}>
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          <p className={styles.ratingLine}>
            <RatingStars rating={product.rating} />
            {totalReview === null ? null : (
              <span>{format(messages.reviews.reviewCount, { count: totalReview })}</span>
            )}
          </p>
          <PriceWithDiscount price={product.price} discount={product.discount} size="lg" />
          <ProductDescription text={product.description} />
          <p className={styles.facts}>
            <span>{format(messages.product.brand, { brand: product.brand })}</span>
            <span>{format(messages.product.shop, { shopName: product.shopName })}</span>
          </p>
          <div className={styles.purchase}>
            <StockLine stock={product.stock} />
            {inStock ? (
              <QuantitySelector
                quantity={quantity}
                stock={product.stock}
                onQuantityChange={setQuantity}
                onLimit={() => toast.error(messages.toasts.outOfStock)}
              />
            ) : null}
            <div className={styles.actions}>
              {inStock ? (
                <button
                  type="button"
                  className={button({ variant: 'primary' })}
                  aria-disabled={cartStatus === 'adding'}
                  aria-busy={cartStatus === 'adding'}
                  onClick={addToCart}
                >
                  <Icon name="cart" />
                  {messages.product.addToCart}
                </button>
              ) : null}
              <WishlistToggle
                productName={product.name}
                state={savedEntry ? 'saved' : 'notSaved'}
                status={wishlistBusy ? 'pending' : 'idle'}
                onAdd={() => {
                  if (signedOut) navigate(loginHrefFor(here));
                  else if (!sessionFailed() && userId !== null) {
                    changes.submit({
                      intent: 'wishlist.add',
                      userId,
                      productId: product._id,
                      name: product.name,
                    });
                  }
                }}
                onRemove={() => {
                  if (savedEntry) {
                    changes.submit({
                      intent: 'wishlist.remove',
                      entryId: savedEntry._id,
                      productId: product._id,
                      name: product.name,
                    });
                  }
                }}
              />
              <p className={visuallyHidden} role="status">
                {cartStatus === 'adding' ? messages.product.addingToCart : null}
              </p>
            </div>
            <div className={styles.actions}>
              {inStock ? (
                <Link
                  to={signedOut ? loginHrefFor(buyNow) : buyNow}
                  className={button({ variant: 'secondary' })}
                >
                  {messages.product.buyNow}
                </Link>
              ) : null}
              <Link to={signedOut ? loginHrefFor(chat) : chat} className={button({ variant: 'ghost' })}>
                {messages.product.chatSeller}
              </Link>
            </div>
          </div>
        </div>
      </div>
      <div className={styles.lower}>
        <ProductTabs
          reviews={
            <ProductReviews
              productId={product._id}
              rating={product.rating}
              reviews={result.reviews}
              page={result.reviewPage}
              onSaved={() => toast.success(messages.reviews.submitted)}
            />
          }
          description={<p className={styles.fullDescription}>{product.description}</p>}
        />
        <MoreFromShop
          shopName={product.shopName}
          products={moreProducts}
          productHref={(other) => productHref(other.slug)}
          renderLink={renderRouterLink}
        />
      </div>
      <ProductCarousel
        title={messages.product.relatedProducts}
        products={relatedProducts}
        productHref={(other) => productHref(other.slug)}
        renderLink={renderRouterLink}
        visibleCount={4}
      />
      {changes.outcomes}
    </article>
  );
}

interface ProductReviewsProps {
  productId: string;
  rating: number;
  reviews: ReviewsState;
  page: number;
  onSaved: () => void;
}

/** The Reviews tab: the breakdown, a page of reviews, and the form (signed in) or "Login First". */
function ProductReviews({ productId, rating, reviews, page, onSaved }: ProductReviewsProps) {
  const messages = useMessages();
  const { session } = useSession();
  const fetcher = useFetcher<ReviewActionData>();
  const [formKey, setFormKey] = useState(0);
  const handled = useRef<ReviewActionData | undefined>(undefined);

  // Once the review is saved and the page reloaded: a fresh form and a thank-you (SPEC.md §4).
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.status === 'saved') {
      setFormKey((key) => key + 1);
      onSaved();
    }
  }, [fetcher.state, fetcher.data, onSaved]);

  const formStatus: ReviewFormStatus =
    fetcher.state !== 'idle' ? 'submitting' : fetcher.data?.status === 'error' ? 'error' : 'idle';
  const formError =
    fetcher.data?.status === 'error'
      ? (fetcher.data.serverMessage ??
        (fetcher.data.cause === 'unreachable' ? messages.errors.unreachable : messages.errors.generic))
      : undefined;

  const submit = (values: ReviewFormValues) => {
    if (session.status !== 'signedIn') return;
    const submission: ReviewSubmission = { productId, ...values, token: session.token };
    void fetcher.submit({ ...submission }, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className={styles.reviews}>
      {reviews.status === 'ready' ? (
        <>
          <RatingBreakdown
            rating={rating}
            totalReview={reviews.reviews.totalReview}
            ratingReview={reviews.reviews.rating_review}
          />
          <ReviewList
            reviews={reviews.reviews.reviews}
            totalReview={reviews.reviews.totalReview}
            page={page}
            pageHref={(target) => `?${REVIEW_PAGE_PARAM}=${target}`}
            renderLink={renderPageLink}
          />
        </>
      ) : (
        <div className={styles.problem} role="alert">
          <p className={styles.problemTitle}>{messages.reviews.loadFailed}</p>
          {reviews.serverMessage ? <p className={styles.problemText}>{reviews.serverMessage}</p> : null}
        </div>
      )}
      {session.status === 'signedIn' ? (
        <ReviewForm key={formKey} status={formStatus} error={formError} onSubmit={submit} headingLevel={2} />
      ) : session.status === 'signedOut' ? (
        <ReviewFormLoginPrompt loginHref={loginHref} renderLink={renderRouterLink} />
      ) : null}
    </div>
  );
}
