export {
  type TestCardDetails,
  TestCardForm,
  type TestCardFormProps,
  type TestCardFormStatus,
  testCardFormStatuses,
  testCards,
} from './TestCardForm';
