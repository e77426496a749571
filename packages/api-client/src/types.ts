// The contract's schemas under their own names, apart from the client: code that makes no request (the
// machines, whose effects the app provides) imports them from `@bazaar/api-client/types` without taking in
// openapi-fetch and the DOM's fetch types it is written against.
import type { components } from './schema';

export type Schemas = components['schemas'];

// Shared values
export type Uuid = Schemas['Uuid'];
export type Slug = Schemas['Slug'];
export type Rupees = Schemas['Rupees'];
export type Discount = Schemas['Discount'];
export type Rating = Schemas['Rating'];
export type IndianStateOrUnionTerritory = Schemas['IndianStateOrUnionTerritory'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type DeliveryStatus = Schemas['DeliveryStatus'];
export type OrderStatusFilter = Schemas['OrderStatusFilter'];
export type PaymentProvider = Schemas['PaymentProvider'];

// Entities (`ApiError` is the contract's `Error`, renamed so it does not shadow the built-in)
export type ApiError = Schemas['Error'];
export type Customer = Schemas['Customer'];
export type Seller = Schemas['Seller'];
export type Category = Schemas['Category'];
export type Product = Schemas['Product'];
export type Banner = Schemas['Banner'];
export type Review = Schemas['Review'];
export type RatingReviewEntry = Schemas['RatingReviewEntry'];
export type CartProductInfo = Schemas['CartProductInfo'];
export type CartLine = Schemas['CartLine'];
export type CartShopGroup = Schemas['CartShopGroup'];
export type WishlistItem = Schemas['WishlistItem'];
export type ShippingInfo = Schemas['ShippingInfo'];
export type OrderProduct = Schemas['OrderProduct'];
export type Order = Schemas['Order'];
export type DashboardData = Schemas['DashboardData'];
export type ChatFriend = Schemas['ChatFriend'];
export type ChatMessage = Schemas['ChatMessage'];
export type PriceRange = Schemas['PriceRange'];
export type SearchSuggestions = Schemas['SearchSuggestions'];
export type ProductFacets = Schemas['ProductFacets'];
export type CategoryFacet = Schemas['CategoryFacet'];
export type RatingFacet = Schemas['RatingFacet'];
export type PriceFacet = Schemas['PriceFacet'];
export type PaymentConfig = Schemas['PaymentConfig'];
export type CardPayment = Schemas['CardPayment'];

// Request bodies
export type CustomerRegisterRequest = Schemas['CustomerRegisterRequest'];
export type CustomerLoginRequest = Schemas['CustomerLoginRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type SubmitReviewRequest = Schemas['SubmitReviewRequest'];
export type AddToCartRequest = Schemas['AddToCartRequest'];
export type AddToWishlistRequest = Schemas['AddToWishlistRequest'];
export type PlaceOrderProductInfo = Schemas['PlaceOrderProductInfo'];
export type PlaceOrderLine = Schemas['PlaceOrderLine'];
export type PlaceOrderShopGroup = Schemas['PlaceOrderShopGroup'];
export type PlaceOrderRequest = Schemas['PlaceOrderRequest'];
export type TestPaymentConfirmRequest = Schemas['TestPaymentConfirmRequest'];
export type StripeEvent = Schemas['StripeEvent'];
export type AddCustomerFriendRequest = Schemas['AddCustomerFriendRequest'];
export type SendMessageToSellerRequest = Schemas['SendMessageToSellerRequest'];
export type SellerLoginRequest = Schemas['SellerLoginRequest'];
export type SendMessageToCustomerRequest = Schemas['SendMessageToCustomerRequest'];
export type NewsletterSubscribeRequest = Schemas['NewsletterSubscribeRequest'];

// Response bodies
export type MessageResponse = Schemas['MessageResponse'];
export type AuthResponse = Schemas['AuthResponse'];
export type SellerAuthResponse = Schemas['SellerAuthResponse'];
export type CurrentCustomerResponse = Schemas['CurrentCustomerResponse'];
export type CategoriesResponse = Schemas['CategoriesResponse'];
export type HomeProductsResponse = Schemas['HomeProductsResponse'];
export type PriceRangeLatestProductResponse = Schemas['PriceRangeLatestProductResponse'];
export type QueryProductsResponse = Schemas['QueryProductsResponse'];
export type ProductDetailsResponse = Schemas['ProductDetailsResponse'];
export type ReviewsResponse = Schemas['ReviewsResponse'];
export type BannersResponse = Schemas['BannersResponse'];
export type CartProductsResponse = Schemas['CartProductsResponse'];
export type WishlistProductsResponse = Schemas['WishlistProductsResponse'];
export type RemoveWishlistProductResponse = Schemas['RemoveWishlistProductResponse'];
export type PlaceOrderResponse = Schemas['PlaceOrderResponse'];
export type OrdersResponse = Schemas['OrdersResponse'];
export type OrderDetailsResponse = Schemas['OrderDetailsResponse'];
export type OrderResponse = Schemas['OrderResponse'];
export type TestPaymentConfirmResponse = Schemas['TestPaymentConfirmResponse'];
export type StripeWebhookResponse = Schemas['StripeWebhookResponse'];
export type AddCustomerFriendResponse = Schemas['AddCustomerFriendResponse'];
export type ChatMessageResponse = Schemas['ChatMessageResponse'];
export type SellerCustomersResponse = Schemas['SellerCustomersResponse'];
export type SellerConversationResponse = Schemas['SellerConversationResponse'];
export type HealthResponse = Schemas['HealthResponse'];
