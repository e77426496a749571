export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterFormState,
  type NewsletterResult,
  type NewsletterStatus,
  newsletterStatuses,
} from './NewsletterForm';
