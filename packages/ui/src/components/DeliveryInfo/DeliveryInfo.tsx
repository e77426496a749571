import { stack } from '../../theme/layout';
import { DeliveryInfoAreas } from './DeliveryInfoAreas';
import { DeliveryInfoHelp, type DeliveryInfoHelpProps } from './DeliveryInfoHelp';
import { DeliveryInfoOptions, type DeliveryInfoOptionsProps } from './DeliveryInfoOptions';
import { DeliveryInfoPolicies } from './DeliveryInfoPolicies';
import { DeliveryInfoProcess } from './DeliveryInfoProcess';

export interface DeliveryInfoProps extends DeliveryInfoOptionsProps, DeliveryInfoHelpProps {}

/**
 * The body of the delivery page (SPEC.md §2.11, §9): options and charges, areas, how an order is processed,
 * the delivery policies and who to contact. Each part is also exported on its own.
 */
export function DeliveryInfo({
  standardFee,
  freeDeliveryThreshold,
  expressFee,
  phone,
  email,
}: DeliveryInfoProps) {
  return (
    <div className={stack({ gap: 'xxl' })}>
      <DeliveryInfoOptions
        standardFee={standardFee}
        freeDeliveryThreshold={freeDeliveryThreshold}
        expressFee={expressFee}
      />
      <DeliveryInfoAreas />
      <DeliveryInfoProcess />
      <DeliveryInfoPolicies />
      <DeliveryInfoHelp phone={phone} email={email} />
    </div>
  );
}
