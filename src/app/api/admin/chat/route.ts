import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { consoleList } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** The open conversations, most recent activity first; the console polls it, which keeps the team "online" (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-chat", area: "chat", method: "GET", activity: false },
  async ({ operator }) => adminJson(await consoleList(operator.operatorId, new Date())),
);
