import type { ApiRoute } from "./api-contract";

/*
 * How the back office's sign-in pages call their API. None is repeated by itself: a
 * retried code would be refused as used, and a retried password would count as a failure.
 */

export const ADMIN_SIGN_IN_ROUTE = {
  method: "POST",
  path: "/api/admin/sign-in",
  retry: false,
  load: async () => (await import("./admin-auth")).adminSignInContract,
} satisfies ApiRoute;

export const ADMIN_CODE_ROUTE = {
  method: "POST",
  path: "/api/admin/sign-in/code",
  retry: false,
  load: async () => (await import("./admin-auth")).adminCodeContract,
} satisfies ApiRoute;

export const ADMIN_ENROL_START_ROUTE = {
  method: "POST",
  path: "/api/admin/enrol/start",
  retry: false,
  load: async () => (await import("./admin-auth")).adminEnrolStartContract,
} satisfies ApiRoute;

export const ADMIN_ENROL_CONFIRM_ROUTE = {
  method: "POST",
  path: "/api/admin/enrol/confirm",
  retry: false,
  load: async () => (await import("./admin-auth")).adminEnrolConfirmContract,
} satisfies ApiRoute;

export const ADMIN_SIGN_OUT_ROUTE = {
  method: "POST",
  path: "/api/admin/sign-out",
  retry: false,
  load: async () => (await import("./admin-auth")).adminSignOutContract,
} satisfies ApiRoute;

export const ADMIN_SIGN_OUT_EVERYWHERE_ROUTE = {
  method: "POST",
  path: "/api/admin/sign-out-everywhere",
  retry: false,
  load: async () => (await import("./admin-auth")).adminSignOutContract,
} satisfies ApiRoute;
