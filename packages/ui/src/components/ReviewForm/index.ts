export {
  REVIEW_MAX_LENGTH,
  ReviewForm,
  type ReviewFormHeadingLevel,
  type ReviewFormLinkProps,
  ReviewFormLoginPrompt,
  type ReviewFormLoginPromptProps,
  type ReviewFormProps,
  type ReviewFormStatus,
  type ReviewFormValues,
  reviewFormHeadingLevels,
  reviewFormStatuses,
} from './ReviewForm';
