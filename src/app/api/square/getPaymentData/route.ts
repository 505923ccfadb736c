import { getPaymentDataHandler } from "@/server/checkout/return-routes";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Spec section 7: GET /api/square/getPaymentData?id={orderId}, verified with Square from the server. */
export const GET = withErrorHandling("payment", getPaymentDataHandler("square"));

export const POST = methodNotAllowed("GET", "payment");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
