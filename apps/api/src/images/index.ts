export { type BannerImageInput, bannerImageSvg } from './banner-image';
export { type CategoryImageInput, categoryImageSvg } from './category-image';
export { colourHex, contrast, inkOfColour } from './colours';
export { type IllustrationKind, illustrationFor } from './illustrations';
export {
  bannerImageUrl,
  categoryImageUrl,
  type ImageKind,
  type ImagePath,
  PHOTO_EXTENSIONS,
  type PhotoExtension,
  parseImagePath,
  productImageUrl,
  productPhotoUrl,
  productPictureUrl,
  sellerImageUrl,
} from './image-path';
export { drawProduct, isProductKind, type ProductKind, productKinds } from './product-drawings';
export { type ProductImageInput, productImageSvg } from './product-image';
export { type SellerImageInput, sellerImageSvg } from './seller-image';
export { escapeXml } from './svg';
