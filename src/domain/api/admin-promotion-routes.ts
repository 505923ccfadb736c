import type { ApiRoute } from "./api-contract";

/* How the back office's promotion pages call their actions. None is repeated by itself. */

export const CREATE_PROMO_ROUTE = {
  method: "POST",
  path: "/api/admin/promotions/create",
  retry: false,
  load: async () => (await import("./admin-promotions")).createPromoContract,
} satisfies ApiRoute;

export function deactivatePromoRoute(code: string) {
  return {
    method: "POST",
    path: `/api/admin/promotions/${encodeURIComponent(code)}/deactivate`,
    retry: false,
    load: async () => (await import("./admin-promotions")).deactivatePromoContract,
  } satisfies ApiRoute;
}

export function editPromoRoute(code: string) {
  return {
    method: "POST",
    path: `/api/admin/promotions/${encodeURIComponent(code)}/edit`,
    retry: false,
    load: async () => (await import("./admin-promotions")).editPromoContract,
  } satisfies ApiRoute;
}

export function pausePromoRoute(code: string, paused: boolean) {
  return {
    method: "POST",
    path: `/api/admin/promotions/${encodeURIComponent(code)}/${paused ? "pause" : "resume"}`,
    retry: false,
    load: async () => (await import("./admin-promotions")).promoPauseContract,
  } satisfies ApiRoute;
}
