import "server-only";
import { createCipheriv, createDecipheriv } from "node:crypto";
import { CUSTOMER_KEY, customerPath, normaliseCustomerEmail } from "@/domain/admin/customer-key";
import { sameText } from "@/domain/crypto/signed-text";
import { shopKeyMac } from "../../shop-keys";

/*
 * The customer page's key (ADR 0026): the normalised email sealed with AES-256-GCM under a key
 * derived from the shop secret "customer-key" (shop_secrets), with the nonce derived from the email
 * by HMAC, so one email always gives one key (a link stays stable and bookmarkable) and only the
 * server can read it or make one. Unlike a hash, a key can be read back to the email without a
 * table of every customer, and nobody who knows an address can work out its key from nginx's log.
 */

const SECRET = "customer-key";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

async function keys(): Promise<{ cipherKey: Buffer; nonceOf: (email: string) => Buffer }> {
  const mac = await shopKeyMac(SECRET);
  return {
    cipherKey: Buffer.from(mac("aes-256-gcm key"), "base64url"),
    nonceOf: (email) => Buffer.from(mac(`nonce\n${email}`), "base64url").subarray(0, NONCE_BYTES),
  };
}

/** The opaque key of a customer's email (any case and spaces: the customer is the normalised email). */
export async function customerKey(email: string): Promise<string> {
  const normalised = normaliseCustomerEmail(email);
  const { cipherKey, nonceOf } = await keys();
  const nonce = nonceOf(normalised);
  const cipher = createCipheriv("aes-256-gcm", cipherKey, nonce);
  const sealed = Buffer.concat([cipher.update(normalised, "utf8"), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The back office's page of the customer with this email: the link other pages use. */
export async function customerHref(email: string): Promise<string> {
  return customerPath(await customerKey(email));
}

/** The email a key was made from, or null for anything this shop's server did not make. */
export async function customerEmailOfKey(key: string): Promise<string | null> {
  if (!CUSTOMER_KEY.test(key)) return null;
  const bytes = Buffer.from(key, "base64url");
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) return null;
  const { cipherKey, nonceOf } = await keys();
  const nonce = bytes.subarray(0, NONCE_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", cipherKey, nonce);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const email = Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    // A key made by this server for this very email, not a sealed text spliced onto another nonce.
    return sameText(nonceOf(email).toString("base64url"), nonce.toString("base64url")) ? email : null;
  } catch {
    return null;
  }
}
