import { DETAILS_DESCRIPTION_WORDS, truncateWords } from '@bazaar/domain';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import * as styles from './ProductDescription.css';

export interface ProductDescriptionProps {
  text: string;
  /** Words shown before Show More; 25 on the product page (SPEC.md §9). */
  words?: number;
}

type DescriptionState = 'collapsed' | 'expanded';

/** A description cut after `words` words, with Show More and Show Less when there is more (SPEC.md §2.6). */
export function ProductDescription({ text, words = DETAILS_DESCRIPTION_WORDS }: ProductDescriptionProps) {
  const messages = useMessages().common;
  const [state, setState] = useState<DescriptionState>('collapsed');
  const cut = truncateWords(text, words);

  if (!cut.truncated) {
    return (
      <div className={styles.description}>
        <p className={styles.text}>{text}</p>
      </div>
    );
  }
  return (
    <Collapsible.Root
      className={styles.description}
      open={state === 'expanded'}
      onOpenChange={(open) => setState(open ? 'expanded' : 'collapsed')}
    >
      {state === 'collapsed' ? <p className={styles.text}>{`${cut.text}…`}</p> : null}
      <Collapsible.Content asChild>
        <p className={styles.text}>{text}</p>
      </Collapsible.Content>
      <Collapsible.Trigger className={styles.toggle}>
        {state === 'expanded' ? messages.showLess : messages.showMore}
      </Collapsible.Trigger>
    </Collapsible.Root>
  );
}
