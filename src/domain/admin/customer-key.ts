/*
 * A customer is an email (normalised: trimmed, lower case), but no email may appear in an address:
 * nginx logs addresses. The back office names a customer by an opaque key the server makes from the
 * email with a secret of its own (src/server/admin/customers/customer-key.ts, ADR 0026); these are
 * the rules about that key that need no secret.
 */

/** How one person is one customer whatever the case or spaces they typed. */
export function normaliseCustomerEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A key as the server makes it: base64url, 12 bytes of nonce, the sealed email and a 16-byte tag. */
export const CUSTOMER_KEY = /^[A-Za-z0-9_-]{40,600}$/;

/** The customer page of a key. */
export function customerPath(key: string): string {
  return `/admin/customers/${key}`;
}
