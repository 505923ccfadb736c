import { messageOrPlaceholder } from "@/domain/contact/contact-rules";
import { storeContactMessage } from "@/server/db/queries/messages";
import { hitRateLimit } from "@/server/db/queries/rate-limits";
import { kickOutbox } from "@/server/email/outbox-worker";
import { env } from "@/server/env";
import { clientKey } from "@/server/http/client-key";
import { AppError, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";
import { FALLBACK_MAX_BYTES, fallbackBodySchema } from "./schema";

/** Spec section 7: the contact form and the checkout chat fallback. Answers 202 once the message is stored. */
export const POST = withErrorHandling("contact", async (request: Request) => {
  const body = await parseJsonBody(request, fallbackBodySchema, "contact", FALLBACK_MAX_BYTES);
  const limit = await hitRateLimit(
    `contact:${clientKey(request)}`,
    env.CONTACT_RATE_LIMIT,
    env.CONTACT_RATE_WINDOW_SECONDS * 1000,
    Date.now(),
  );
  if (!limit.allowed) {
    return new AppError("rate_limited:contact", "Too many messages; please wait a little and try again.").toResponse({
      "retry-after": String(limit.retryAfterSeconds),
    });
  }
  const id = crypto.randomUUID();
  const empty = body.message.trim() === "";
  await storeContactMessage({
    id,
    emailId: crypto.randomUUID(),
    email: body.email,
    message: messageOrPlaceholder(body.message),
    source: empty ? "checkout" : "contact",
    shopInbox: env.SHOP_INBOX_EMAIL || env.SUPPORT_EMAIL,
    now: new Date(),
  });
  if (!env.SMTP_URL)
    console.info(`[outbox] message ${id} from ${body.email} queued (no SMTP_URL set):\n${body.message}`);
  kickOutbox();
  return Response.json({ ok: true, id }, { status: 202 });
});
