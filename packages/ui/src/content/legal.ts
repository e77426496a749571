import type { LegalDocumentSection } from '../components/LegalDocument/LegalDocument';

export interface LegalSectionContent {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

/** A legal page's text: an introduction and one entry for each of the section ids `Id`, none missing. */
export interface LegalContent<Id extends string> {
  readonly intro: readonly string[];
  readonly sections: { readonly [Key in Id]: LegalSectionContent };
}

/** The sections in the order of `ids`, ready for LegalDocument; each id is also the section's anchor. */
export function legalSections<Id extends string>(
  ids: readonly Id[],
  content: LegalContent<Id>,
): LegalDocumentSection[] {
  return ids.map((id) => ({ id, ...content.sections[id] }));
}
