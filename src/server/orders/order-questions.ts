import "server-only";
import { maskedEmail } from "@/domain/carts/abandoned-carts";
import { orderQuestionSubject } from "@/domain/orders/order-lookup";
import { database } from "../db/database";
import { getOrderContactById } from "../db/queries/orders";
import { env } from "../env";
import { storeContactMessage } from "../messages/contact-messages";
import { checkOrderAccess, orderLinkRule } from "./access-tokens";
import { orderLinkExpired, orderNotFound } from "./live-order-routes";

/**
 * A question sent from an order's private page: stored in the shop's inbox linked to the order,
 * from the address the order was placed with (the reply goes there), and the shop is emailed as
 * for a contact message. Only a token that opens this reference sends one. Answers the masked
 * address the page shows and the ids to log.
 */
export async function askAboutOrder(input: {
  reference: string;
  token: string;
  message: string;
  now: Date;
}): Promise<{ messageId: string; emailId: string; maskedEmail: string }> {
  const { db } = await database();
  const access = await checkOrderAccess(db, input.reference, input.token, await orderLinkRule(input.now));
  if (access.kind === "expired") throw orderLinkExpired();
  if (access.kind === "none") throw orderNotFound();
  const { orderId } = access;
  const order = await getOrderContactById(db, orderId);
  if (!order) throw orderNotFound();
  const messageId = crypto.randomUUID();
  const emailId = crypto.randomUUID();
  await storeContactMessage({
    id: messageId,
    emailId,
    email: order.email,
    message: input.message,
    source: "order-page",
    orderId,
    shopInbox: env.SHOP_INBOX_EMAIL || env.SUPPORT_EMAIL,
    subject: orderQuestionSubject(order.reference, Number(order.test_mode) === 1),
    now: input.now,
  });
  return { messageId, emailId, maskedEmail: maskedEmail(order.email) };
}
