import { z } from "zod";
import { settleDemoPayment } from "@/server/checkout/demo-payment";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ session: z.string().min(1).max(100), action: z.enum(["pay", "cancel"]) }).strict();

/** The demo provider's Pay and Cancel buttons; answers where to send the visitor next. */
export const POST = withErrorHandling("test-payment", async (request: Request) => {
  const body = await guardJsonRequest(request, bodySchema, { surface: "test-payment", maxBytes: 4 * 1024 });
  return Response.json(await settleDemoPayment(body.session, body.action, new Date()));
});

export const GET = methodNotAllowed("POST", "test-payment");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
