import { pingDatabase } from "@/server/db/database";
import { recentCheck } from "@/server/health/recent-check";
import { AppError } from "@/server/http/errors";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/*
 * Readiness: migrations applied and a database round trip at most PING_REUSE_MS old. Probes that
 * arrive together share one round trip and a success is reused briefly, so a load balancer (or a
 * flood) asking many times a second costs the database a few pings a second, not one each; a
 * failure is never reused, so an outage shows on the next probe and a recovery too.
 */
const PING_REUSE_MS = 250;
const recentPing = recentCheck(pingDatabase, { reuseMs: PING_REUSE_MS });

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("health", {
  GET: async () => {
    try {
      const db = await recentPing();
      return Response.json({ ok: true, db }, { headers: { "cache-control": "no-store" } });
    } catch (error) {
      throw new AppError("unavailable:database", "The database cannot be reached.", { cause: error });
    }
  },
});
