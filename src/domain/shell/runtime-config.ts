import { isValidGtmId } from "@/domain/analytics/gtm-id";
import type { ChatSettings } from "./site-config";

/**
 * The configuration the browser fetches after the page is idle (GET /api/client-config), so pages
 * can be prerendered once and an operator can switch the tag manager or the chat vendor with a
 * restart instead of a rebuild.
 */
export type ClientRuntimeConfig = { gtmId: string; chat: ChatSettings };

export const NO_RUNTIME_CONFIG: ClientRuntimeConfig = Object.freeze({ gtmId: "", chat: { provider: "none" as const } });

const VENDOR_ID = /^[0-9a-zA-Z-]{1,64}$/;

function isVendorId(value: unknown): value is string {
  return typeof value === "string" && VENDOR_ID.test(value);
}

function parseChat(value: unknown): ChatSettings {
  if (typeof value !== "object" || value === null) return { provider: "none" };
  const chat = value as Record<string, unknown>;
  if (chat.provider === "shop") return { provider: "shop" };
  if (chat.provider === "crisp" && isVendorId(chat.websiteId)) return { provider: "crisp", websiteId: chat.websiteId };
  if (chat.provider === "tawk" && isVendorId(chat.propertyId) && isVendorId(chat.widgetId)) {
    return { provider: "tawk", propertyId: chat.propertyId, widgetId: chat.widgetId };
  }
  return { provider: "none" };
}

/**
 * Reads the answer of /api/client-config. Anything unexpected means "no tag manager, no chat", so a
 * broken answer can only switch vendors off, never inject a script URL. Hand-written rather than a
 * zod schema because it ships in every page's JavaScript.
 */
export function parseClientRuntimeConfig(value: unknown): ClientRuntimeConfig {
  if (typeof value !== "object" || value === null) return NO_RUNTIME_CONFIG;
  const config = value as Record<string, unknown>;
  const gtmId = typeof config.gtmId === "string" && isValidGtmId(config.gtmId) ? config.gtmId : "";
  return { gtmId, chat: parseChat(config.chat) };
}
