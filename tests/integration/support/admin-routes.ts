import fc from "fast-check";

/*
 * Every admin API route that needs an aal2 session, for fuzz-api-admin.integ.ts. A route added to
 * the back office is added here with a body it accepts from a signed-in operator, so the fuzz shows
 * both that it refuses everyone else and that its accepting path is reachable.
 */

type Handler = (request: Request, context: unknown) => Response | Promise<Response>;
export type AdminRouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;

export type GuardedAdminRoute = {
  path: string;
  method: "GET" | "POST";
  load: () => Promise<AdminRouteModule>;
  /** A body (POST) or query (GET, without `?`) an aal2 operator's request may carry and be accepted with. */
  accepted: fc.Arbitrary<unknown>;
};

export const GUARDED_ADMIN_ROUTES: GuardedAdminRoute[] = [
  {
    path: "/api/admin/sign-out-everywhere",
    method: "POST",
    load: () => import("@/app/api/admin/sign-out-everywhere/route"),
    accepted: fc.constant({}),
  },
];
