import { formatUsd } from "../money/money";

/*
 * Words and shapes the staff and account pages show: the TOTP secret grouped for
 * typing into an app that takes a key, the recovery codes as a file to keep, and what a staff
 * member's refund dialog says about the owner's limit.
 */

/** The base-32 secret in groups of four ("JBSW Y3DP EHPK 3PXP"): apps ignore the spaces. */
export function groupedSecret(secret: string): string {
  return (secret.toUpperCase().match(/.{1,4}/g) ?? []).join(" ");
}

/** The secret an otpauth:// address carries, or null. */
export function secretOfOtpauth(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get("secret");
  } catch {
    return null;
  }
}

/** The text of the recovery codes' download: what they are, for whom, one code a line. */
export function recoveryCodesFile(input: {
  siteName: string;
  email: string | null;
  codes: readonly string[];
  at: Date;
}): string {
  return [
    `${input.siteName} back office: recovery codes${input.email ? ` for ${input.email}` : ""}`,
    `Made ${input.at.toISOString().slice(0, 10)}. Each code signs you in once in place of the app's code.`,
    "Keep them somewhere safe (a password manager); renewing them on your account page voids these.",
    "",
    ...input.codes,
    "",
  ].join("\n");
}

/** What staff read in the refund and cancel dialogs: the owner's limit and what is left of it on this order. */
export function staffRefundLimitNote(limitCents: number, alreadyRefundedCents: number): string {
  const left = Math.max(0, limitCents - alreadyRefundedCents);
  return `As staff you may refund up to ${formatUsd(limitCents)} on one order, all its refunds together: ${formatUsd(left)} more on this one. An owner can refund more.`;
}
