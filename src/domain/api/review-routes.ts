import type { ApiRoute } from "./api-contract";

/* Where the reviews' routes live and how the browser calls them (no zod here: api-contract.ts says why). */

/** Not repeated by itself: the first attempt that reaches the server is the order's one review. */
export function reviewRoute(reference: string) {
  return {
    method: "POST",
    path: `/api/orders/${encodeURIComponent(reference)}/review`,
    retry: false,
    load: async () => (await import("./reviews")).reviewContract,
  } satisfies ApiRoute;
}

/** Safe to repeat: a voter counts once. */
export function helpfulRoute(reviewId: string) {
  return {
    method: "POST",
    path: `/api/reviews/${encodeURIComponent(reviewId)}/helpful`,
    retry: true,
    load: async () => (await import("./reviews")).helpfulContract,
  } satisfies ApiRoute;
}

export function moderateReviewRoute(reviewId: string) {
  return {
    method: "POST",
    path: `/api/admin/reviews/${encodeURIComponent(reviewId)}/moderate`,
    retry: false,
    load: async () => (await import("./reviews")).moderateReviewContract,
  } satisfies ApiRoute;
}
