export {
  Footer,
  type FooterContact,
  type FooterLinkProps,
  type FooterLinks,
  type FooterProps,
} from './Footer';
