export {
  CartShopGroup,
  type CartShopGroupData,
  type CartShopGroupHeadingLevel,
  type CartShopGroupProps,
  cartShopGroupHeadingLevels,
} from './CartShopGroup';
