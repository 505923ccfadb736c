/** Spec section 5: "GTM-" followed by uppercase letters and digits, nothing else. */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export function isValidGtmId(id: string): boolean {
  return GTM_ID_PATTERN.test(id);
}
