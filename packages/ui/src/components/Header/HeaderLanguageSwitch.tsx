import { ToggleGroup } from 'radix-ui';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import { htmlLang, isLanguage, languages } from '../../messages/language';
import * as styles from './Header.css';

/** English / हिन्दी: each name in its own language, so a visitor finds theirs whichever is showing. */
export function HeaderLanguageSwitch() {
  const messages = useMessages().language;
  const { language, setLanguage } = useLanguage();
  return (
    <ToggleGroup.Root
      type="single"
      className={styles.languageSwitch}
      aria-label={messages.label}
      value={language}
      onValueChange={(next) => {
        // Pressing the active language again would clear the group: keep it.
        if (isLanguage(next)) setLanguage(next);
      }}
    >
      {languages.map((option) => (
        <ToggleGroup.Item
          key={option}
          value={option}
          lang={htmlLang[option]}
          className={styles.languageOption}
        >
          {messages[option]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
