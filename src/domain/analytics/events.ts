/** Typed analytics events for window.dataLayer (spec section 9). Later events join this union. */

export const ANALYTICS_CURRENCY = "USD";
export const PAGE_VIEW_DELAY_MS = 100;

export type PageViewEvent = {
  event: "page_view";
  page_path: string;
  page_location: string;
  page_title: string;
};

export type AnalyticsEvent = PageViewEvent;

/** Every pushed event carries an id so the tag manager and the server can de-duplicate it. */
export type IdentifiedEvent<E extends AnalyticsEvent = AnalyticsEvent> = E & { event_id: string };

export function buildPageViewEvent(input: { path: string; location: string; title: string }): PageViewEvent {
  return { event: "page_view", page_path: input.path, page_location: input.location, page_title: input.title };
}

export function withEventId<E extends AnalyticsEvent>(event: E, eventId: string): IdentifiedEvent<E> {
  return { ...event, event_id: eventId };
}
