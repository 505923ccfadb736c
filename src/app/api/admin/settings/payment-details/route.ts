import { PAYMENT_DETAILS_MAX_BYTES, paymentDetailsContract } from "@/domain/api/admin-payment-details";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { savePaymentDetails } from "@/server/settings/payment-details";

export const dynamic = "force-dynamic";

/** Sets where manual methods' customers pay (aal2 only; each value checked for its kind; audited). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-settings",
    area: "settings",
    method: "POST",
    body: paymentDetailsContract.request,
    maxBytes: PAYMENT_DETAILS_MAX_BYTES,
  },
  async ({ operator, body }) => adminJson(await savePaymentDetails({ operatorId: operator.operatorId, details: body })),
);
