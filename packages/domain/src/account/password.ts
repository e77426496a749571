export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_PROBLEMS = ['required', 'tooShort', 'tooLong'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/**
 * What is wrong with a new password, or null when it is acceptable: 8 to 128 characters. Characters are
 * counted as the user sees them typed (code points), so an emoji counts once. Spaces are kept: they are
 * part of the password.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length === 0) return 'required';
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}
