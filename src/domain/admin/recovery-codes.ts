/*
 * Recovery codes: ten per operator, each usable once in place of a TOTP code. A code is
 * 16 characters of Crockford's base 32 (80 bits, so a plain SHA-256 of it is a safe thing to
 * store), shown in groups of four: `k7pm-2xqa-9fht-w3ce`. What the operator types back is
 * normalised: case, spaces and dashes do not matter, and the look-alikes o, i and l read as 0, 1, 1.
 */

export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 16;
/** Crockford's base 32: no i, l, o or u, so a code copied from paper is not ambiguous. */
export const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

const GROUP = 4;

/** A code from random bytes (one byte per character; pass RECOVERY_CODE_LENGTH of them). */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== RECOVERY_CODE_LENGTH) throw new Error(`expected ${RECOVERY_CODE_LENGTH} random bytes`);
  // 256 is a multiple of 32, so taking the byte modulo the alphabet's length keeps every letter equally likely.
  const letters = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % 32]).join("");
  return letters.match(new RegExp(`.{${GROUP}}`, "g"))?.join("-") ?? letters;
}

/** What the operator typed, as stored before hashing; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  if (compact.length !== RECOVERY_CODE_LENGTH) return null;
  for (const letter of compact) if (!RECOVERY_ALPHABET.includes(letter)) return null;
  return compact;
}

/** Whether a code-step answer is a TOTP code (6 digits) rather than a recovery code. */
export function isTotpCode(input: string): boolean {
  return /^\d{6}$/.test(input.replace(/\s/g, ""));
}
