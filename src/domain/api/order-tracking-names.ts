/*
 * The names the order page's script shares with the server (ADR 0016). Kept apart from
 * order-tracking.ts, whose schemas import zod: the page loads this module at first paint and the
 * schemas only when an answer arrives (zod was 32 kB of the page's first load).
 */

/** The query parameter that carries the token. */
export const ORDER_TOKEN_PARAM = "k";

/** The SSE event that carries a whole new view of the order. */
export const ORDER_VIEW_EVENT = "order";
