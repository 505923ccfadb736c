import type { ApiRoute } from "./api-contract";

/*
 * How the back office's catalogue and settings pages call their actions. None
 * is repeated by itself: a repeated revert would be refused as changed-since, and a repeat of a
 * publish would meet the version it raised.
 */

export function publishProductRoute(sku: string) {
  return {
    method: "POST",
    path: `/api/admin/catalogue/products/${encodeURIComponent(sku)}`,
    retry: false,
    load: async () => (await import("./admin-catalogue")).publishProductContract,
  } satisfies ApiRoute;
}

export const REVERT_CHANGE_ROUTE = {
  method: "POST",
  path: "/api/admin/catalogue/revert",
  retry: false,
  load: async () => (await import("./admin-catalogue")).revertChangeContract,
} satisfies ApiRoute;

export const SET_SETTING_ROUTE = {
  method: "POST",
  path: "/api/admin/settings",
  retry: false,
  load: async () => (await import("./admin-catalogue")).setSettingContract,
} satisfies ApiRoute;
