import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { consoleDetail } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** One conversation: its messages, the visitor's email if given, its order if linked (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-chat", area: "chat", method: "GET", id: "chat", activity: false },
  async ({ id }) => adminJson(await consoleDetail(id)),
);
