import { type ReactNode, useId } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { textLink } from '../../recipes/link.css';
import { text } from '../../recipes/text.css';
import { cluster, figures, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { emailGlyph, hoursGlyph, LineGlyph, phoneGlyph, placeGlyph } from '../Icon/LineGlyph';
import * as styles from './ContactCard.css';

/** Opening hours for a group of days: { days: 'Monday to Saturday', time: '9 AM – 8 PM' }. */
export interface ContactHours {
  days: string;
  time: string;
}

export interface ContactCardProps {
  /** The card's heading, e.g. "Get in touch". */
  title: string;
  /** The postal address, one line per entry. */
  address: readonly string[];
  email: string;
  /** As people read it: "+91 98765 43210". */
  phone: string;
  hours?: readonly ContactHours[];
  /** A line under the hours, e.g. what is answered around the clock. */
  note?: string;
}

/** "+91 98765 43210" → "tel:+919876543210": only the digits and a leading plus go into the link. */
export function telephoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

const glyphs = {
  address: placeGlyph,
  email: emailGlyph,
  phone: phoneGlyph,
  hours: hoursGlyph,
} as const satisfies Record<string, ReactNode>;

function Glyph({ name }: { name: keyof typeof glyphs }) {
  return <LineGlyph className={styles.icon}>{glyphs[name]}</LineGlyph>;
}

/** The shop's address, e-mail, phone and support hours (SPEC.md §2.11 contact, §9 support hours). */
export function ContactCard({ title, address, email, phone, hours, note }: ContactCardProps) {
  const messages = useMessages().contact;
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={text({ size: 'xl', weight: 'bold' })}>
        {title}
      </h2>
      <address className={sprinkles({ fontStyle: 'normal' })}>
        <dl className={stack({ gap: 'lg', margin: 'none' })}>
          <div className={styles.row}>
            <dt className={styles.term}>
              <Glyph name="address" />
              {messages.address}
            </dt>
            <dd className={styles.value}>
              {address.map((line) => (
                <span key={line} className={sprinkles({ display: 'block' })}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>
              <Glyph name="email" />
              {messages.email}
            </dt>
            <dd className={styles.value}>
              <a className={textLink()} href={`mailto:${email}`}>
                {email}
              </a>
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>
              <Glyph name="phone" />
              {messages.phone}
            </dt>
            <dd className={styles.value}>
              <a className={textLink()} href={telephoneHref(phone)}>
                {phone}
              </a>
            </dd>
          </div>
        </dl>
      </address>
      {hours !== undefined && hours.length > 0 ? (
        <div className={stack({ gap: 'sm', paddingTop: 'lg', borderTop: 'hairline' })}>
          <h3 className={cluster({ gap: 'md', fontSize: 'md', fontWeight: 'bold', margin: 'none' })}>
            <Glyph name="hours" />
            {messages.supportHours}
          </h3>
          <dl className={styles.hoursList}>
            {hours.map((entry) => (
              <div key={entry.days} className={styles.hoursRow}>
                <dt>{entry.days}</dt>
                <dd className={figures({ fontWeight: 'medium', margin: 'none' })}>{entry.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {note !== undefined ? (
        <p
          className={sprinkles({ fontSize: 'sm', color: 'textMuted', lineHeight: 'relaxed', margin: 'none' })}
        >
          {note}
        </p>
      ) : null}
    </section>
  );
}
