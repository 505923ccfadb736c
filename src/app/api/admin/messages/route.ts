import { inboxFilterSchema } from "@/domain/admin/inbox-filter";
import { adminJson } from "@/server/admin/admin-responses";
import { parseQuery } from "@/server/admin/admin-route";
import { listMessages } from "@/server/admin/messages/inbox";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** The inbox: newest first, by status or search, a keyset page at a time, with counts (aal2 only). */
export const GET = withErrorHandling("admin-messages", async (request: Request) => {
  await requireOperatorApi(request, { write: false });
  const { status, q, cursor, limit } = parseQuery(request, inboxFilterSchema, "admin-messages");
  return adminJson(await listMessages({ status, q }, cursor ?? null, limit));
});

export const POST = methodNotAllowed("GET", "admin-messages");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
