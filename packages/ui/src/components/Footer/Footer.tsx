import { type ReactNode, useId } from 'react';
import { format } from '../../messages/format';
import { useShellMessages } from '../../messages/LanguageProvider';
import { smallNote } from '../../recipes/note.css';
import { Icon } from '../Icon/Icon';
import { NewsletterForm, type NewsletterResult } from '../NewsletterForm/NewsletterForm';
import * as styles from './Footer.css';

export interface FooterLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

/** How to reach the marketplace; shown as written, in every language. */
export interface FooterContact {
  address: string;
  /** As people dial it: '+91 712 254 0000'. */
  phone: string;
  email: string;
}

/** Where the footer's page links lead: the app's addresses. */
export interface FooterLinks {
  about: string;
  delivery: string;
  privacy: string;
  terms: string;
}

export interface FooterProps {
  contact: FooterContact;
  links: FooterLinks;
  onSubscribe: (email: string) => Promise<NewsletterResult>;
  /** Draws the footer's page links, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: FooterLinkProps) => ReactNode;
  /** For the copyright line; the current year by default. */
  year?: number;
}

function renderAnchor({ href, className, children }: FooterLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The foot of every page (SPEC.md §2.2): about the shop, useful links, contact details and the newsletter. */
export function Footer({
  contact,
  links,
  onSubscribe,
  renderLink = renderAnchor,
  year = new Date().getFullYear(),
}: FooterProps) {
  const messages = useShellMessages();
  const text = messages.footer;
  const id = useId();
  const pages = [
    { href: links.about, label: text.aboutUs },
    { href: links.delivery, label: text.deliveryInformation },
    { href: links.privacy, label: text.privacyPolicy },
    { href: links.terms, label: text.termsAndConditions },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`} className={styles.brand}>
            {messages.common.brand}
          </h2>
          <p className={smallNote}>{text.about}</p>
          <p className={smallNote}>{text.supportHours}</p>
        </section>

        <nav className={styles.column} aria-labelledby={`${id}-links`}>
          <h2 id={`${id}-links`} className={styles.heading}>
            {text.usefulLinks}
          </h2>
          <ul className={styles.list}>
            {pages.map((link) => (
              <li key={link.href}>
                {renderLink({ href: link.href, className: styles.link, children: link.label })}
              </li>
            ))}
            {/* SPEC.md §2.2: the blogs entry leads nowhere yet, so it is text, not a dead link. */}
            <li className={styles.plain}>{text.blogs}</li>
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`} className={styles.heading}>
            {text.contact}
          </h2>
          <address className={styles.contact}>
            <p className={styles.contactLine}>
              <Icon name="mapPin" />
              <span>{format(text.address, { address: contact.address })}</span>
            </p>
            <p className={styles.contactLine}>
              <Icon name="phone" />
              <a className={styles.link} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                {format(text.phone, { phone: contact.phone })}
              </a>
            </p>
            <p className={styles.contactLine}>
              <Icon name="mail" />
              <a className={styles.link} href={`mailto:${contact.email}`}>
                {format(text.email, { email: contact.email })}
              </a>
            </p>
          </address>
        </section>

        <section className={styles.column} aria-labelledby={`${id}-newsletter`}>
          <h2 id={`${id}-newsletter`} className={styles.heading}>
            {text.joinOurShop}
          </h2>
          <p className={smallNote}>{text.newsletterText}</p>
          <NewsletterForm onSubscribe={onSubscribe} />
        </section>
      </div>
      <p className={styles.copyright}>{format(text.copyright, { year })}</p>
    </footer>
  );
}
