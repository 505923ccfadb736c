import "server-only";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { env } from "../env";

/*
 * Time-based one-time codes (RFC 6238) through otpauth: SHA-1, 6 digits, 30 seconds, what every
 * authenticator app reads. A code is accepted one step either side of now (a phone's clock drifts),
 * and the step it matched is returned, so the caller can accept each step once.
 */

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;

function totpOf(secretBase32: string, label = "operator"): TOTP {
  return new TOTP({
    issuer: `${env.SITE_NAME} back office`,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret: 20 random bytes (RFC 4226's recommended length), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an app reads, and the same as a QR code drawn here as SVG (no outside service sees it). */
export async function totpEnrolment(secretBase32: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrSvg };
}

/** The time step (30 s counter) the code belongs to, within one step of `nowMs`; null when it matches none. */
export function matchTotpStep(secretBase32: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
