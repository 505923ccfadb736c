import { emptyRequestSchema } from "@/domain/api/admin-chat";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { staffTyping } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** Staff is typing: told to the visitor's panel on every instance, stored and audited nowhere (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-chat", area: "chat", method: "POST", id: "chat", body: emptyRequestSchema, maxBytes: 1_024 },
  async ({ id }) => {
    await staffTyping(id);
    return adminJson({ ok: true });
  },
);
