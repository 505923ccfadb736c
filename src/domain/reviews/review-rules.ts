import type { FulfilmentStatus } from "@/domain/admin/fulfilment";

/*
 * The rules of customers' reviews (ADR 0032): who may write one, what is shown of who wrote it,
 * and the shop's rating worked out from the published ones on top of the history the shop brought
 * with it (the spec's 4.9 from 160, collected before reviews were collected here).
 */

/** The shop's imported history: 160 reviews averaging 4.9 (spec section 9). */
export const REVIEW_HISTORY = { value: 4.9, count: 160 } as const;
/** The history's sum of stars in tenths, kept whole so the average never drifts: 4.9 × 160 = 784. */
const HISTORY_TENTHS_SUM = 49 * REVIEW_HISTORY.count;

export const REVIEW_BEST = 5;
export const MAX_REVIEW_BODY = 1_000;
export const MAX_REVIEW_TITLE = 80;

export type ShopRating = { value: number; best: number; count: number };
export type PublishedTotals = { count: number; ratingSum: number };

/** (4.9 × 160 + sum of published ratings) / (160 + published count), to one decimal. */
export function shopRating(published: PublishedTotals): ShopRating {
  const count = REVIEW_HISTORY.count + published.count;
  const tenths = HISTORY_TENTHS_SUM + published.ratingSum * 10;
  return { value: Math.round(tenths / count) / 10, best: REVIEW_BEST, count };
}

/** The history alone: what a page shows before any review is published (and while building). */
export const HISTORY_RATING: ShopRating = shopRating({ count: 0, ratingSum: 0 });

/**
 * "Ada L." from the order's name: the first word and the last word's initial. A single name stays
 * as it is; an empty one is "A customer". Never the address or the RuneScape name.
 */
export function reviewDisplayName(orderName: string): string {
  const words = orderName
    .normalize("NFKC")
    // An address typed as a name keeps only what is before its "@": never a domain or a whole address.
    .replace(/@\S*/g, " ")
    .replace(/[^\p{L}\p{M}'\- ]/gu, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (!first) return "A customer";
  const firstName = first.charAt(0).toUpperCase() + first.slice(1, 20);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? [...last].find((char) => /\p{L}/u.test(char))?.toUpperCase() : undefined;
  return initial ? `${firstName} ${initial}.` : firstName;
}

export type ReviewEligibility = { kind: "open" } | { kind: "not_delivered" } | { kind: "already_reviewed" };

/** Whether an order's buyer (already proved by the order's private link) may review it now. */
export function reviewEligibility(input: { fulfilment: FulfilmentStatus; hasReview: boolean }): ReviewEligibility {
  if (input.hasReview) return { kind: "already_reviewed" };
  if (input.fulfilment !== "delivered") return { kind: "not_delivered" };
  return { kind: "open" };
}

/** A review's text as it is kept: line ends made "\n", trailing spaces and blank runs trimmed. */
export function normaliseReviewText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Whether a text holds a control character other than a line end or a tab, or a direction override
 * (which could make a review read differently from what it says): such a text is refused, never stored.
 */
export function hasControlCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || code === 0x0d || code === 0x09) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}

/** The distinct product SKUs of an order's lines, in their order: the pages a review shows on. */
export function reviewSkus(lines: readonly { sku: string }[]): string[] {
  return [...new Set(lines.map((line) => line.sku))];
}

export type ReviewSort = "newest" | "helpful";

/** Newest first, or most helpful first (ties newest first). */
export function sortReviews<T extends { createdAt: string; helpfulCount: number }>(
  reviews: readonly T[],
  sort: ReviewSort,
): T[] {
  const byDate = (a: T, b: T) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);
  return [...reviews].sort(sort === "helpful" ? (a, b) => b.helpfulCount - a.helpfulCount || byDate(a, b) : byDate);
}

/** What a page shows of a published review: nothing about who wrote it but the display name. */
export type PublicReview = {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  displayName: string;
  createdAt: string;
  helpfulCount: number;
};

export const REVIEWS_PER_PAGE = 20;

/** How many pages /reviews has (at least one, which says there are none yet). */
export function reviewPageCount(publishedCount: number): number {
  return Math.max(1, Math.ceil(publishedCount / REVIEWS_PER_PAGE));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "5 Dec 2026" (UTC): the same on the server and in every browser, so nothing shifts on hydration. */
export function reviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A review as the back office lists it: its words, its order, and the products it shows on. */
export type ModeratedReview = PublicReview & { orderId: string; orderReference: string | null; products: string[] };
