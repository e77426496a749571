/**
 * The ten-digit form of an Indian mobile number, or null when the value is not one. Spaces and hyphens
 * are ignored, and a +91, 91 or 0 prefix is dropped: "+91 98765 43210", "098765-43210" → "9876543210".
 * Indian mobile numbers begin with 6, 7, 8 or 9.
 */
export function normalizeMobile(value: string): string | null {
  let digits = value.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) {
    digits = digits.slice(3);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

export function isValidMobile(value: string): boolean {
  return normalizeMobile(value) !== null;
}
