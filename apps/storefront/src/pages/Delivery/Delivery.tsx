import { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_FEE } from '@bazaar/domain';
import { DeliveryInfo } from '@bazaar/ui/components/DeliveryInfo';
import { PageHero } from '@bazaar/ui/components/PageHero';
import { shopContact } from '@bazaar/ui/content';
import { useMessages } from '@bazaar/ui/messages';
import { homeHref } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import * as styles from './Delivery.css';

/**
 * Express delivery's charge as the delivery page states it (SPEC.md §9: same day, ₹150, major cities).
 * Checkout offers standard delivery only, so no total is ever computed with it.
 */
const EXPRESS_DELIVERY_FEE = 150;

/**
 * /delivery (SPEC.md §2.11, §9): breadcrumb Home > Delivery Information, options, areas, processing steps,
 * policies and help contacts. Standard delivery shows the rule every total uses (DESIGN.md §3).
 */
export function Delivery() {
  const messages = useMessages();
  return (
    <div className={styles.page}>
      <title>{messages.delivery.documentTitle}</title>
      <PageHero
        title={messages.delivery.title}
        lead={messages.delivery.lead}
        breadcrumb={[{ label: messages.common.home, href: homeHref }, { label: messages.delivery.title }]}
        renderLink={renderRouterLink}
      />
      <DeliveryInfo
        standardFee={STANDARD_SHIPPING_FEE}
        freeDeliveryThreshold={FREE_SHIPPING_THRESHOLD}
        expressFee={EXPRESS_DELIVERY_FEE}
        phone={shopContact.phone}
        email={shopContact.email}
      />
    </div>
  );
}
