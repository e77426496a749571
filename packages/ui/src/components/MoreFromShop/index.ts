export {
  MoreFromShop,
  type MoreFromShopHeadingLevel,
  type MoreFromShopLinkProps,
  type MoreFromShopProduct,
  type MoreFromShopProps,
  moreFromShopHeadingLevels,
} from './MoreFromShop';
