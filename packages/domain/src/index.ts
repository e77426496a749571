export { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './account/email';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEMS,
  type PasswordProblem,
  passwordProblem,
} from './account/password';
export { isValidMobile, normalizeMobile } from './address/mobile';
export { isValidPin } from './address/pin';
export {
  isShippingInfoComplete,
  type NormalizedShippingInfo,
  normalizeShippingInfo,
  SHIPPING_ERROR_CODES,
  SHIPPING_FIELD_MAX_LENGTH,
  SHIPPING_FIELDS,
  type ShippingErrorCode,
  type ShippingField,
  type ShippingInfo,
  type ShippingInfoErrors,
  type ShippingInfoInput,
  validateShippingInfo,
} from './address/shippingInfo';
export {
  INDIAN_STATES,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  INDIAN_UNION_TERRITORIES,
  type IndianState,
  type IndianStateOrUnionTerritory,
  type IndianUnionTerritory,
  isIndianStateOrUnionTerritory,
  toIndianStateOrUnionTerritory,
} from './address/states';
export { canDecrease, canIncrease, clampQuantity, MIN_QUANTITY } from './cart/quantity';
export { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_FEE, shopShippingFee } from './cart/shipping';
export {
  type CartLineInput,
  type CartSummary,
  type PricedCartLine,
  type ShopGroup,
  summarizeCart,
} from './cart/totals';
export {
  MAX_PRICE_BUCKETS,
  type PriceBucket,
  type PriceBucketCount,
  priceBucketIndex,
  priceBuckets,
} from './facets/priceBuckets';
export {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  type ImageWidth,
  isPhotoUrl,
  PICTURE_SIZES,
  type PictureSize,
  photoAtWidth,
  type ResponsiveImage,
  responsiveImage,
} from './images/responsiveImage';
export { formatInr, INR_LOCALES, type InrLocale, toPaise } from './money/inr';
export { COMMISSION_PERCENT, sellerPayout, sellerUnitPayout } from './money/payout';
export { MAX_DISCOUNT_PERCENT, sellingPrice } from './money/price';
export { shortOrderId } from './orders/orderId';
export {
  DASHBOARD_COUNT_FILTERS,
  type DashboardCount,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  isDeliveryStatus,
  isOrderFilter,
  isPaymentMethod,
  isPaymentStatus,
  matchesOrderFilter,
  ORDER_FILTERS,
  type OrderFilter,
  orderFilterStatuses,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  STATUS_BADGE_TONES,
  type StatusBadgeTone,
  statusBadgeTone,
} from './orders/statuses';
export { canTransition, isFinalDeliveryStatus, nextDeliveryStatuses } from './orders/transitions';
export { DOCUMENT_ANSWERS_ID, documentAnswerKey } from './page/documentAnswers';
export {
  matchPagePath,
  PAGE_PATHS,
  type PageMatch,
  type PageName,
  type PagePath,
} from './page/pagePaths';
export { ORDER_PAGE_SIZE, PRODUCT_PAGE_SIZE, pageCount, REVIEW_PAGE_SIZE } from './paging/pages';
export { REVIEW_PAGER_MIN_REVIEWS, reviewPagerCount } from './reviews/pager';
export {
  averageRating,
  MAX_RATING,
  ratingBarPercent,
  roundRating,
  type StarFill,
  starFill,
} from './reviews/rating';
export { type NumberFormat, numberFormat } from './text/numberFormat';
export { productDocumentMeta } from './text/productDocumentMeta';
export {
  DETAILS_DESCRIPTION_WORDS,
  LIST_DESCRIPTION_WORDS,
  type TruncatedText,
  truncateWords,
} from './text/truncateWords';
