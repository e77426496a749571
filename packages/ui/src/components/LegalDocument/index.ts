export {
  LegalDocument,
  type LegalDocumentLinkProps,
  type LegalDocumentProps,
  type LegalDocumentSection,
} from './LegalDocument';
