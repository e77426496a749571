export {
  PaymentMethodPicker,
  type PaymentMethodPickerHeadingLevel,
  type PaymentMethodPickerProps,
  paymentMethodPickerHeadingLevels,
} from './PaymentMethodPicker';
