import type { ApiRoute } from "./api-contract";

/* How the back office's abandoned-cart page sends a reminder. Never repeated by itself: a cart gets one. */
export function adminCartReminderRoute(cartUuid: string) {
  return {
    method: "POST",
    path: `/api/admin/carts/${encodeURIComponent(cartUuid)}/reminder`,
    retry: false,
    load: async () => (await import("./admin-carts")).sendReminderContract,
  } satisfies ApiRoute;
}
