import "server-only";
import { randomBytes } from "node:crypto";
import {
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  type KnownDevice,
  knownDeviceValue,
  readKnownDevice,
} from "@/domain/admin/known-device";
import { shopKeyMac } from "../shop-keys";
import { cookieValue } from "./session-cookie";

/*
 * The known-device mark's cookie (src/domain/admin/known-device.ts): set on every full sign-in,
 * read at the password step. Same attributes as the session cookie (__Host-, HttpOnly, Strict).
 */

export const KNOWN_DEVICE_COOKIE = "__Host-rf-operator-device";
const KEY_NAME = "operator-device-key";

/** The cookie for this browser: its device id kept when it already had a mark of this operator's. */
export async function knownDeviceCookie(operatorId: string, current: KnownDevice | null): Promise<string> {
  const deviceId = current?.operatorId === operatorId ? current.deviceId : randomBytes(16).toString("base64url");
  const value = knownDeviceValue({ deviceId, operatorId }, await shopKeyMac(KEY_NAME));
  return `${KNOWN_DEVICE_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`;
}

/** The device the request's mark names, when its signature holds. */
export async function knownDeviceOf(request: Request): Promise<KnownDevice | null> {
  const value = cookieValue(request.headers.get("cookie"), KNOWN_DEVICE_COOKIE);
  return value === null ? null : readKnownDevice(value, await shopKeyMac(KEY_NAME));
}
