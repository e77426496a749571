export {
  CashOnDeliveryPanel,
  type CashOnDeliveryPanelProps,
  type CashOnDeliveryStatus,
  cashOnDeliveryStatuses,
} from './CashOnDeliveryPanel';
