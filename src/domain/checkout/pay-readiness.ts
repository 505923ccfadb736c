import { isValidContactEmail } from "@/domain/contact/contact-rules";
import type { VisitorProfile } from "./visitor-profile";

/*
 * Why Pay cannot send the order yet, said beside it rather than by a dimmed button: what the
 * visitor still has to give (Pay stays pressable and takes them to the first of it), and what
 * nothing they type can fix (Pay is disabled, the reason beside it).
 */

/** The checkout's fields an order cannot go without, in the order the form shows them. */
export type RequiredField = "email" | "rsn" | "terms";

export type MissingField = { field: RequiredField; message: string };

export const MISSING_FIELD_MESSAGES = {
  emailEmpty: "Enter your email for the receipt",
  emailInvalid: "Enter an email address like name@example.com",
  rsn: "Enter your RuneScape name",
  terms: "Tick the terms to continue",
} as const;

/**
 * What is missing before the order can be sent, top of the form first (the first is where a press
 * on Pay takes the visitor). The RSN is asked only when the trade needs one.
 */
export function missingForOrder(input: { profile: VisitorProfile; terms: boolean; needsRsn: boolean }): MissingField[] {
  const missing: MissingField[] = [];
  const email = input.profile.email.trim();
  if (email === "") missing.push({ field: "email", message: MISSING_FIELD_MESSAGES.emailEmpty });
  else if (!isValidContactEmail(email)) missing.push({ field: "email", message: MISSING_FIELD_MESSAGES.emailInvalid });
  if (input.needsRsn && input.profile.rsn.trim() === "")
    missing.push({ field: "rsn", message: MISSING_FIELD_MESSAGES.rsn });
  if (!input.terms) missing.push({ field: "terms", message: MISSING_FIELD_MESSAGES.terms });
  return missing;
}

export const PAY_BLOCKED_MESSAGES = {
  pricing: "Pay opens once our server has checked your prices.",
  unpriced: "We could not price your cart yet: press Try again above.",
  refused: "Remove the line we no longer sell to pay for the rest.",
} as const;

/**
 * Why Pay is disabled whatever the visitor fills in, or null when it is not: the server's prices
 * first (nothing is charged before them), then a line it refused, then paying with gold for gold.
 */
export function payBlockedReason(input: {
  quote: "loading" | "failed" | "quoted";
  refusedLines: number;
  /** Set only when the chosen method is OSRS gold and the cart cannot be paid with it. */
  goldRefusal: string | null;
}): string | null {
  if (input.quote === "loading") return PAY_BLOCKED_MESSAGES.pricing;
  if (input.quote === "failed") return PAY_BLOCKED_MESSAGES.unpriced;
  if (input.refusedLines > 0) return PAY_BLOCKED_MESSAGES.refused;
  return input.goldRefusal;
}
