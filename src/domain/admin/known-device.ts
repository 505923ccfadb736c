import { type Mac, sameText } from "../crypto/signed-text";

/*
 * The known-device mark: a browser that finished a full sign-in (aal2) gets a
 * signed mark naming a random device id and the operator. At the password step the mark moves
 * that browser off the email-wide failure count (which anyone can fill by typing wrong passwords
 * for the address) onto a count of its own, with the same growing delays. The mark signs nobody
 * in: the password and the second factor are still asked for. Value: "DEVICE.OPERATOR.MAC".
 */

export type KnownDevice = { deviceId: string; operatorId: string };

/** How long a browser stays known without signing in again (its cookie's Max-Age). */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const SHAPE =
  /^([A-Za-z0-9_-]{22})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{20,100})$/;

const signed = (device: KnownDevice) => `known-device.${device.deviceId}.${device.operatorId}`;

/** The mark's value; `deviceId` is 16 random bytes as base64url (22 characters). */
export function knownDeviceValue(device: KnownDevice, mac: Mac): string {
  return `${device.deviceId}.${device.operatorId}.${mac(signed(device))}`;
}

/** The device a mark names when its signature holds; null for anything else. */
export function readKnownDevice(value: string | null | undefined, mac: Mac): KnownDevice | null {
  const match = SHAPE.exec(value ?? "");
  if (!match) return null;
  const device = { deviceId: match[1] ?? "", operatorId: match[2] ?? "" };
  return sameText(mac(signed(device)), match[3] ?? "") ? device : null;
}
