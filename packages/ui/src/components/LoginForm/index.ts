export {
  type AuthFormStatus,
  type AuthLinkProps,
  authFormStatuses,
} from './AuthFormParts';
export {
  LoginForm,
  type LoginFormHeadingLevel,
  type LoginFormProps,
  type LoginFormValues,
  loginFormHeadingLevels,
} from './LoginForm';
