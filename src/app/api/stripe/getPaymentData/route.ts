import { getPaymentDataHandler } from "@/server/checkout/return-routes";
import { withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Spec section 7: GET /api/stripe/getPaymentData?id={stripe_id}, verified with the provider from the server. */
export const GET = withErrorHandling("payment", getPaymentDataHandler("stripe"));
