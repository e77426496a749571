export { ContactCard, type ContactCardProps, type ContactHours, telephoneHref } from './ContactCard';
