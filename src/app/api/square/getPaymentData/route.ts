import { getPaymentDataHandler } from "@/server/checkout/return-routes";
import { withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Spec section 7: GET /api/square/getPaymentData?id={orderId}, verified with Square from the server. */
export const GET = withErrorHandling("payment", getPaymentDataHandler("square"));
