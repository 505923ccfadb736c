import { z } from "zod";
import { settleDemoPayment } from "@/server/checkout/demo-payment";
import { withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

const bodySchema = z.object({ session: z.string().min(1).max(100), action: z.enum(["pay", "cancel"]) }).strict();

/** The demo provider's Pay and Cancel buttons; answers where to send the visitor next. */
export const POST = withErrorHandling("test-payment", async (request: Request) => {
  const body = await parseJsonBody(request, bodySchema, "test-payment");
  return Response.json(await settleDemoPayment(body.session, body.action, new Date()));
});
