import type {
  Product,
  ProductDetailsResponse,
  Review,
  ReviewsResponse,
  SubmitReviewRequest,
} from '@bazaar/api-client';
import { http } from './http';
import { detailsOf, reviewsPage } from './productDetails';

export interface ProductDetailsMocks {
  handlers: Array<ReturnType<typeof http.get> | ReturnType<typeof http.post>>;
  /** pageNo of every GET /home/customer/get-reviews the page made, oldest first. */
  reviewPages: number[];
  /** Bodies of every POST /home/customer/submit-review, oldest first. */
  submitted: SubmitReviewRequest[];
  /** Forgets the calls seen, for a story's beforeEach. */
  reset: () => void;
}

export interface ProductDetailsMockOptions {
  /** Reviews the product has before the story starts. */
  totalReview?: number;
  details?: ProductDetailsResponse;
  /** A refusal for review submissions: the status and the server's error text. */
  rejectReview?: { status: 400 | 401; error: string };
}

/**
 * MSW handlers for /product/details/{slug}: the product (404 for any other slug), its reviews page by page,
 * and review submission, which adds the review to the front of the list as the server does.
 */
export function productDetailsMocks(
  product: Product,
  options: ProductDetailsMockOptions = {},
): ProductDetailsMocks {
  const details = options.details ?? detailsOf(product);
  const reviewPages: number[] = [];
  const submitted: SubmitReviewRequest[] = [];

  const currentReviews = (page: number): ReviewsResponse => {
    const base = reviewsPage(product._id, options.totalReview ?? 0, page);
    const added: Review[] = submitted.map((body, index) => ({
      _id: `9a8b7c6d-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      productId: body.productId,
      name: 'Priya Sharma',
      review: body.review,
      rating: body.rating,
      date: '2025-07-01T06:30:00.000Z',
    }));
    return {
      reviews: page === 1 ? [...added, ...base.reviews].slice(0, 10) : base.reviews,
      totalReview: base.totalReview + added.length,
      rating_review: base.rating_review.map((entry) => ({
        ...entry,
        sum: entry.sum + added.filter((review) => review.rating === entry.rating).length,
      })),
    };
  };

  return {
    reviewPages,
    submitted,
    reset: () => {
      reviewPages.length = 0;
      submitted.length = 0;
    },
    handlers: [
      http.get('/home/product-details/{slug}', ({ params, response }) =>
        params.slug === product.slug
          ? response(200).json(details)
          : response(404).json({ error: 'Product not found' }),
      ),
      http.get('/home/customer/get-reviews/{productId}', ({ params, query, response }) => {
        if (params.productId !== product._id) return response(404).json({ error: 'Product not found' });
        const page = Number(query.get('pageNo') ?? '1');
        reviewPages.push(page);
        return response(200).json(currentReviews(page));
      }),
      http.post('/home/customer/submit-review', async ({ request, response }) => {
        const body = await request.json();
        if (options.rejectReview) {
          return response(options.rejectReview.status).json({ error: options.rejectReview.error });
        }
        submitted.push(body);
        return response(201).json({ message: 'Thank you for your review' });
      }),
    ],
  };
}
