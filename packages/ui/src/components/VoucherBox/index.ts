export { VoucherBox } from './VoucherBox';
