import type { LegalDocumentSection } from '../components/LegalDocument/LegalDocument';
import type { Language } from '../messages/language';
import { type LegalContent, legalSections } from './legal';
import { termsEn } from './terms.en';
import { termsHi } from './terms.hi';

/** The ten sections of SPEC.md §2.11, in its order; each id is the section's anchor: /terms#returns. */
export const termsSectionIds = [
  'account',
  'orders',
  'cashOnDelivery',
  'shipping',
  'returns',
  'conduct',
  'intellectualProperty',
  'liability',
  'changes',
  'contact',
] as const;
export type TermsSectionId = (typeof termsSectionIds)[number];

export type TermsContent = LegalContent<TermsSectionId>;

const byLanguage: Readonly<Record<Language, TermsContent>> = { english: termsEn, hindi: termsHi };

/** The terms in a language: the introduction and the numbered sections for LegalDocument. */
export function termsContent(language: Language): {
  intro: readonly string[];
  sections: LegalDocumentSection[];
} {
  const content = byLanguage[language];
  return { intro: content.intro, sections: legalSections(termsSectionIds, content) };
}
