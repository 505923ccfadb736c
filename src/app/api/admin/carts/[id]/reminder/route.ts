import { sendReminderContract } from "@/domain/api/admin-carts";
import { NO_STORE } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { sendCartReminder } from "@/server/carts/send-reminder";
import { kickOutbox } from "@/server/email/outbox-worker";

export const dynamic = "force-dynamic";

/** Queues the cart's one reminder email; 202 once queued, 409 with the reason when it may not go (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-cart",
    area: "carts",
    method: "POST",
    id: "cart",
    body: sendReminderContract.request,
    maxBytes: 1_024,
  },
  async ({ operator, id }) => {
    const sent = await sendCartReminder({ operatorId: operator.operatorId, cartUuid: id });
    kickOutbox();
    return Response.json(sent, { status: 202, headers: NO_STORE });
  },
);
