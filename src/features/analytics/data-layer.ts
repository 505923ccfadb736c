import { type AnalyticsEvent, type IdentifiedEvent, withEventId } from "@/domain/analytics/events";
import { randomUuid } from "@/features/ids/random-uuid";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The one way events reach the tag manager: each gets its own event_id. */
export function pushAnalyticsEvent<E extends AnalyticsEvent>(event: E): IdentifiedEvent<E> {
  const identified = withEventId(event, randomUuid());
  window.dataLayer ??= [];
  window.dataLayer.push(identified);
  return identified;
}
