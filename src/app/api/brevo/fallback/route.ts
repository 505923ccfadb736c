import {
  CONTACT_MESSAGE_MAX_BYTES,
  type ContactMessageResponse,
  contactMessageContract,
} from "@/domain/api/contact-message";
import { contactEmailSubject, messageOrPlaceholder } from "@/domain/contact/contact-rules";
import { paymentSetup } from "@/server/checkout/payment-setup";
import { kickOutbox } from "@/server/email/outbox-worker";
import { env } from "@/server/env";
import { enforceRateLimit, guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { log } from "@/server/log";
import { storeContactMessage } from "@/server/messages/contact-messages";

export const dynamic = "force-dynamic";

/** Spec section 7: the contact form and the checkout chat fallback. Answers 202 once the message is stored. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("contact", {
  POST: async (request: Request) => {
    // The contact limit is counted only for well-formed messages, so a visitor's typo never uses one up.
    const body = await guardJsonRequest(request, contactMessageContract.request, {
      surface: "contact",
      maxBytes: CONTACT_MESSAGE_MAX_BYTES,
      rateLimit: false,
    });
    await enforceRateLimit(request, {
      bucket: "contact",
      surface: "contact",
      rule: { limit: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
      message: "Too many messages; please wait a little and try again.",
    });
    const id = crypto.randomUUID();
    const emailId = crypto.randomUUID();
    const source = body.message.trim() === "" ? "checkout" : "contact";
    await storeContactMessage({
      id,
      emailId,
      email: body.email,
      message: messageOrPlaceholder(body.message),
      source,
      shopInbox: env.SHOP_INBOX_EMAIL || env.SUPPORT_EMAIL,
      subject: contactEmailSubject(source, paymentSetup.mode !== "live"),
      now: new Date(),
    });
    // Ids only: the address and the text stay in the database (logger.ts).
    log.info({ messageId: id, emailId }, "contact message queued");
    kickOutbox();
    const answer: ContactMessageResponse = { ok: true, id };
    return Response.json(answer, { status: 202 });
  },
});
