import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { messageDetail } from "@/server/admin/messages/inbox";
import { AppError } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** One message, its thread and the sender's orders (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-message", area: "messages", method: "GET", id: "message" },
  async ({ id }) => {
    const detail = await messageDetail(id);
    if (!detail) throw new AppError("not_found:admin-message", "There is no message with this id.");
    return adminJson(detail);
  },
);
