import type { ClientRuntimeConfig } from "@/domain/shell/runtime-config";
import { resolveGtmId } from "@/server/analytics";
import { routeMethods } from "@/server/http/route-methods";
import { siteConfig } from "@/server/site-config";

// Read per request: this is what lets prerendered pages follow the running server's configuration.
export const dynamic = "force-dynamic";

/** The tag manager id and chat vendor, fetched by every page once it is idle (ADR 0003). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("client_config", {
  GET: async () => {
    const body: ClientRuntimeConfig = { gtmId: resolveGtmId(siteConfig.gtmId), chat: siteConfig.chat };
    return Response.json(body, { headers: { "cache-control": "public, max-age=300" } });
  },
});
