import { ContactCard } from '@bazaar/ui/components/ContactCard';
import { MapEmbed } from '@bazaar/ui/components/MapEmbed';
import { PageHero } from '@bazaar/ui/components/PageHero';
import { shopContact, shopContactContent } from '@bazaar/ui/content';
import { useLanguage, useMessages } from '@bazaar/ui/messages';
import * as styles from './Contact.css';

/**
 * /contact (SPEC.md §2.11): the shop's address, e-mail, phone, support hours (§9) and a map.
 *
 * No `mapUrl` is passed: Bazaar has no map provider (and may run without internet), so MapEmbed draws the
 * Nagpur map itself. A deployment with a provider passes its embed URL here; MapEmbed then tries the frame
 * and keeps the drawn map when it fails or the shopper is offline.
 */
export function Contact() {
  const { language } = useLanguage();
  const messages = useMessages().contact;
  const content = shopContactContent[language];
  return (
    <div className={styles.page}>
      <title>{messages.documentTitle}</title>
      <PageHero title={messages.title} lead={messages.lead} />
      <div className={styles.columns}>
        <ContactCard
          title={messages.getInTouch}
          address={content.address}
          email={shopContact.email}
          phone={shopContact.phone}
          hours={content.hours}
          note={messages.roundTheClock}
        />
        <MapEmbed title={messages.findUs} placeName={content.placeName} address={content.address} />
      </div>
    </div>
  );
}
