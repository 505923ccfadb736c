import { inboxFilterSchema } from "@/domain/admin/inbox-filter";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { listMessages } from "@/server/admin/messages/inbox";

export const dynamic = "force-dynamic";

/** The inbox: newest first, by status or search, a keyset page at a time, with counts (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-messages", area: "messages", method: "GET", query: inboxFilterSchema },
  async ({ query: { status, q, cursor, limit } }) =>
    adminJson(await listMessages({ status, q }, cursor ?? null, limit)),
);
