export { Footer, type FooterContact, type FooterLinkProps, type FooterProps } from './Footer';
