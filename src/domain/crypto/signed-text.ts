/*
 * What signed values (reminder links, the operator's known-device mark) share: the MAC of a text
 * made by the server with one of the shop's keys, and a comparison of it that takes the same time
 * wherever the first difference is.
 */

/** The MAC of a text, base64url (the server's HMAC-SHA256 with one of the shop's keys). */
export type Mac = (text: string) => string;

/** Same-length comparison that does not stop at the first difference. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
