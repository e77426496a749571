import type { LegalDocumentSection } from '../components/LegalDocument/LegalDocument';
import type { Language } from '../messages/language';
import { type LegalContent, legalSections } from './legal';
import { privacyEn } from './privacy.en';
import { privacyHi } from './privacy.hi';

/** The ten sections of SPEC.md §2.11, in its order; each id is the section's anchor: /privacy#rights. */
export const privacySectionIds = [
  'dataCollected',
  'use',
  'cookies',
  'sharing',
  'security',
  'rights',
  'retention',
  'children',
  'changes',
  'contact',
] as const;
export type PrivacySectionId = (typeof privacySectionIds)[number];

export type PrivacyContent = LegalContent<PrivacySectionId>;

const byLanguage: Readonly<Record<Language, PrivacyContent>> = { english: privacyEn, hindi: privacyHi };

/** The privacy policy in a language: the introduction and the numbered sections for LegalDocument. */
export function privacyContent(language: Language): {
  intro: readonly string[];
  sections: LegalDocumentSection[];
} {
  const content = byLanguage[language];
  return { intro: content.intro, sections: legalSections(privacySectionIds, content) };
}
