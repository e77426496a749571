export {
  CartLine,
  type CartLineAvailability,
  type CartLineCallbacks,
  type CartLineData,
  type CartLineHeadingLevel,
  type CartLineProduct,
  type CartLineProps,
  type CartLineStatus,
  type CartLinkProps,
  cartLineAvailabilities,
  cartLineHeadingLevels,
  cartLineStatuses,
} from './CartLine';
