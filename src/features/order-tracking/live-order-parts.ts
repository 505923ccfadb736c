/*
 * What the order page's live island needs only once the order changes under it: the panel and the
 * summary drawn in the browser, and the sentence announcing a new step. The page draws both on the
 * server for the view it opens with, so none of this (the order's words, the gold and payment
 * copy, the money formats) is in the page's first load.
 */
export { stepAnnouncement } from "@/domain/orders/order-tracking-copy";
export { OrderSummary } from "./order-summary";
export { OrderTrackingPanel } from "./order-tracking-panel";
