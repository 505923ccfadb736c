import { getPaymentDataHandler } from "@/server/checkout/return-routes";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Spec section 7: GET /api/stripe/getPaymentData?id={stripe_id}, verified with the provider from the server. */
export const GET = withErrorHandling("payment", getPaymentDataHandler("stripe"));

export const POST = methodNotAllowed("GET", "payment");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
