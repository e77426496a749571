export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordHeadingLevel,
  type ChangePasswordStatus,
  type ChangePasswordValues,
  changePasswordHeadingLevels,
  changePasswordStatuses,
} from './ChangePasswordForm';
