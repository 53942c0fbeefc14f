/**
 * Keep only the digits of what was typed, so '98765 43210' becomes a valid number. A module of its
 * own, without zod: the mobile number field uses it on pages that validate nothing until sent.
 */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
