import { type AnalyticsEvent, type IdentifiedEvent, withEventId } from "@/domain/analytics/events";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A v4 UUID from getRandomValues, which (unlike randomUUID) also exists on plain-http origins. */
export function generateEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The one way events reach the tag manager: each gets its own event_id. */
export function pushAnalyticsEvent<E extends AnalyticsEvent>(event: E): IdentifiedEvent<E> {
  const identified = withEventId(event, generateEventId());
  window.dataLayer ??= [];
  window.dataLayer.push(identified);
  return identified;
}
