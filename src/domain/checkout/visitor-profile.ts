/*
 * Spec section 3: the visitor profile (email, name, phone) kept in the browser once checkout has it,
 * plus the in-game name (RSN) for services that need one. Checked by hand rather than with zod
 * because it ships in every page's JavaScript; visitor-profile.test.ts holds the rules to zod's.
 */
import { RSN_MAX_LENGTH } from "@/domain/players/runescape-name";

export type VisitorProfile = { email: string; name: string; phone: string; rsn: string };

export const EMPTY_PROFILE: VisitorProfile = Object.freeze({ email: "", name: "", phone: "", rsn: "" });

const LIMITS = { email: 320, name: 200, phone: 40, rsn: RSN_MAX_LENGTH } as const;

// zod's z.email() pattern, so the server's saveCartData schema accepts every email the browser sends.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function field(value: unknown, max: number): string | null {
  return typeof value === "string" && value.length <= max ? value : null;
}

/** A stored profile, or null when it is not one; an older profile without an RSN gets an empty one. */
export function readVisitorProfileValue(value: unknown): VisitorProfile | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const email = field(stored.email, LIMITS.email);
  const name = field(stored.name, LIMITS.name);
  const phone = field(stored.phone, LIMITS.phone);
  const rsn = stored.rsn === undefined ? "" : field(stored.rsn, LIMITS.rsn);
  if (email === null || name === null || phone === null || rsn === null) return null;
  return { email, name, phone, rsn };
}

/** The email a cart is saved with: the profile's, trimmed and lowercased, or "" when it is not a well-formed address. */
export function cartSaveEmail(profile: VisitorProfile | null): string {
  const email = profile?.email.trim().toLowerCase() ?? "";
  return email.length <= LIMITS.email && EMAIL.test(email) ? email : "";
}
