import type { ApiClient, ProductDetailsResponse, ReviewsResponse } from '@bazaar/api-client';
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getProductDetails, getReviews, submitReview } from '../../api/products';
import { isCustomerChange } from '../../customer/customerChanges';

/** The review page lives in the URL as `?reviews=n`, so a page of reviews can be linked and Back works. */
export const REVIEW_PAGE_PARAM = 'reviews';

export type ReviewsState =
  | { status: 'ready'; reviews: ReviewsResponse }
  | { status: 'error'; serverMessage: string | null };

export type ProductDetailsLoaderData =
  | { status: 'ready'; details: ProductDetailsResponse; reviews: ReviewsState; reviewPage: number }
  | { status: 'notFound' }
  | {
      status: 'error';
      /** The server's own words when it gave any (SPEC.md §7: failures use the server's error field). */
      serverMessage: string | null;
      cause: 'server' | 'unreachable';
    };

/** The review page asked for: a whole number from 1; anything else is page 1. */
export function reviewPageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get(REVIEW_PAGE_PARAM));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Loads the product by its slug (GET /home/product-details/{slug}) and then the asked-for page of its
 * reviews. A missing product (404, or a slug the contract rejects with 400) is its own state; the reviews
 * failing leaves the product on show with the failure where the reviews would be.
 */
export function productDetailsLoader(client: ApiClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ProductDetailsLoaderData> => {
    const slug = params.slug ?? '';
    const reviewPage = reviewPageOf(new URL(request.url).searchParams);
    const { signal } = request;
    // A navigation away aborts the requests and rejects; the router discards the load anyway.
    const product = await getProductDetails(client, slug, signal);
    if (product.status === 'error') {
      return product.httpStatus === 404 || product.httpStatus === 400 ? { status: 'notFound' } : product;
    }
    const reviews = await getReviews(client, product.data.product._id, reviewPage, signal);
    return {
      status: 'ready',
      details: product.data,
      reviewPage,
      reviews:
        reviews.status === 'ok'
          ? { status: 'ready', reviews: reviews.data }
          : { status: 'error', serverMessage: reviews.serverMessage },
    };
  };
}

/** What the review form sends to the route's action. */
export interface ReviewSubmission {
  productId: string;
  rating: number;
  review: string;
  /** The signed-in customer's token, from the session. */
  token: string;
}

export type ReviewActionData =
  | { status: 'saved' }
  | { status: 'error'; serverMessage: string | null; cause: 'server' | 'unreachable' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readSubmission(value: unknown): ReviewSubmission | null {
  if (!isRecord(value)) return null;
  const { productId, rating, review, token } = value;
  if (typeof productId !== 'string' || typeof review !== 'string' || typeof token !== 'string') return null;
  if (typeof rating !== 'number') return null;
  return { productId, rating, review, token };
}

/**
 * Sends a review (POST /home/customer/submit-review) with the customer's token. On success the router
 * reloads the page's loader, so the product's rating and the reviews are fresh (SPEC.md §4).
 */
export function reviewAction(client: ApiClient) {
  return async ({ request }: ActionFunctionArgs): Promise<ReviewActionData> => {
    const submission = readSubmission(await request.json());
    if (!submission) return { status: 'error', serverMessage: null, cause: 'server' };
    const { token, ...body } = submission;
    const result = await submitReview(client, body, token, request.signal);
    return result.status === 'ok' ? { status: 'saved' } : result;
  };
}

/**
 * A refused review changes nothing on the server, and a change to the cart or the wishlist (loaded again by
 * the frame) nothing the page shows: the product and its reviews need no reload.
 */
export function shouldProductDetailsRevalidate({
  actionResult,
  json,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (isCustomerChange(json)) return false;
  if (isRecord(actionResult) && actionResult.status === 'error') return false;
  return defaultShouldRevalidate;
}
