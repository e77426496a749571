export { EmptyCart, type EmptyCartLinkProps, type EmptyCartProps } from './EmptyCart';
