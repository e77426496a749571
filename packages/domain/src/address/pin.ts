/** An Indian PIN code: six digits, the first not 0 (no postal zone is numbered 0). */
export function isValidPin(value: string): boolean {
  return /^[1-9][0-9]{5}$/.test(value.trim());
}
