export {
  CUSTOMER_NAME_MAX_LENGTH,
  RegisterForm,
  type RegisterFormHeadingLevel,
  type RegisterFormProps,
  type RegisterFormValues,
  registerFormHeadingLevels,
} from './RegisterForm';
