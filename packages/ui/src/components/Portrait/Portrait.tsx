import { useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import * as styles from './Portrait.css';

export const portraitSizes = ['md', 'lg'] as const;
export type PortraitSize = (typeof portraitSizes)[number];

export interface PortraitProps {
  /** The person's name, in the script the page shows it in. */
  name: string;
  /** A photo. Without one, or when it cannot load, the person's initials are drawn instead. */
  image?: string;
  size?: PortraitSize;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// Vowel signs and other combining marks, except the virama and nukta that hold a Devanagari conjunct together.
const vowelSigns = /(?![\u093C\u094D])\p{M}/gu;

/**
 * The first letter of the first and last words, taken by grapheme so a Devanagari conjunct stays whole, and
 * without its vowel sign, as Hindi monograms are written: "प्रिया नायर" → "प्रन", "Priya Nair" → "PN".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const chosen = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return chosen
    .map((word) => {
      const first =
        graphemes
          .segment(word ?? '')
          [Symbol.iterator]()
          .next().value?.segment ?? '';
      return first.normalize('NFD').replace(vowelSigns, '').normalize('NFC');
    })
    .join('')
    .toLocaleUpperCase();
}

/** One of the monogram colour pairs, the same for the same name on every visit. */
function toneOf(name: string): (typeof styles.monogramTones)[number] {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return styles.monogramTones[sum % styles.monogramTones.length] ?? 'brand';
}

/**
 * A person's photo, or a monogram of their initials drawn in CSS: no picture is fetched from elsewhere.
 * The monogram is decorative (the name is always written beside it); a photo is described.
 */
export function Portrait({ name, image, size = 'md' }: PortraitProps) {
  const messages = useMessages().about;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const state = image !== undefined && failedSrc !== image ? 'photo' : 'monogram';

  if (state === 'photo') {
    return (
      <img
        className={styles.portrait({ size })}
        src={image}
        alt={format(messages.photoOf, { name })}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(image ?? null)}
        data-state={state}
      />
    );
  }
  return (
    <span
      className={styles.portrait({ size })}
      data-state={state}
      data-tone={toneOf(name)}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
