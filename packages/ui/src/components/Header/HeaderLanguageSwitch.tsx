import { useLanguage, useShellMessages } from '../../messages/LanguageProvider';
import { htmlLang, languages } from '../../messages/language';
import * as styles from './HeaderLanguageSwitch.css';

/**
 * English / हिन्दी: each name in its own language, so a visitor finds theirs whichever is showing. Two
 * toggle buttons (aria-pressed) in a labelled group: the pressed one is the language on screen.
 */
export function HeaderLanguageSwitch() {
  const messages = useShellMessages().language;
  const { language, setLanguage } = useLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and form semantics to two buttons
    <div role="group" className={styles.languageSwitch} aria-label={messages.label}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={htmlLang[option]}
          className={styles.languageOption}
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
        >
          {messages[option]}
        </button>
      ))}
    </div>
  );
}
