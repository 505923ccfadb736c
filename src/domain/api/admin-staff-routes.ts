import type { ApiRoute } from "./api-contract";

/*
 * How the staff and account pages call their API. None is repeated by itself: a repeated invite
 * is refused as existing, a repeated code as used.
 */

export const ADMIN_INVITE_ROUTE = {
  method: "POST",
  path: "/api/admin/staff",
  retry: false,
  load: async () => (await import("./admin-staff")).inviteOperatorContract,
} satisfies ApiRoute;

export function adminStaffChangeRoute(operatorId: string) {
  return {
    method: "POST",
    path: `/api/admin/staff/${encodeURIComponent(operatorId)}`,
    retry: false,
    load: async () => (await import("./admin-staff")).staffChangeContract,
  } satisfies ApiRoute;
}

export const ADMIN_PASSWORD_ROUTE = {
  method: "POST",
  path: "/api/admin/account/password",
  retry: false,
  load: async () => (await import("./admin-staff")).changePasswordContract,
} satisfies ApiRoute;

export const ADMIN_RECOVERY_CODES_ROUTE = {
  method: "POST",
  path: "/api/admin/account/recovery-codes",
  retry: false,
  load: async () => (await import("./admin-staff")).renewRecoveryCodesContract,
} satisfies ApiRoute;
