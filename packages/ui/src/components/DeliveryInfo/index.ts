export { DeliveryInfo, type DeliveryInfoProps } from './DeliveryInfo';
export { DeliveryInfoAreas, deliveryAreas } from './DeliveryInfoAreas';
export { DeliveryInfoHelp, type DeliveryInfoHelpProps } from './DeliveryInfoHelp';
export { DeliveryInfoOptions, type DeliveryInfoOptionsProps } from './DeliveryInfoOptions';
export { DeliveryInfoPolicies, deliveryPolicies } from './DeliveryInfoPolicies';
export { DeliveryInfoProcess, deliverySteps } from './DeliveryInfoProcess';
