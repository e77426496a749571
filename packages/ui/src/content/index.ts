export { type AboutContent, aboutContent, aboutStats } from './about';
export { type ShopContactContent, shopContact, shopContactContent } from './contact';
export { type LegalContent, type LegalSectionContent, legalSections } from './legal';
export { type PrivacyContent, type PrivacySectionId, privacyContent, privacySectionIds } from './privacy';
export { type TermsContent, type TermsSectionId, termsContent, termsSectionIds } from './terms';
export type { Translated } from './translated';
