export {
  ShippingForm,
  type ShippingFormCheck,
  type ShippingFormHeadingLevel,
  type ShippingFormProps,
  type ShippingFormState,
  shippingFormChecks,
  shippingFormHeadingLevels,
  shippingFormStates,
} from './ShippingForm';
