import "server-only";
import { maskedEmail } from "@/domain/carts/abandoned-carts";
import { orderQuestionSubject } from "@/domain/orders/order-lookup";
import { ORDER_QUESTIONS_SHOWN, type OrderQuestion, orderQuestionThreads } from "@/domain/orders/order-questions";
import { database } from "../db/database";
import { listOrderPageQuestions, listRepliesTo } from "../db/queries/messages";
import { getOrderContactById } from "../db/queries/orders";
import { env } from "../env";
import { storeContactMessage } from "../messages/contact-messages";
import { checkOrderAccess, orderLinkRule } from "./access-tokens";
import { orderLinkExpired, orderNotFound } from "./live-order-routes";

/**
 * A question sent from an order's private page: stored in the shop's inbox linked to the order,
 * from the address the order was placed with (the reply goes there), and the shop is emailed as
 * for a contact message. Only a token that opens this reference sends one. Answers the masked
 * address the page shows, the question as the page lists it, and the ids to log.
 */
export async function askAboutOrder(input: {
  reference: string;
  token: string;
  message: string;
  now: Date;
}): Promise<{ messageId: string; emailId: string; maskedEmail: string; question: OrderQuestion }> {
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
  return {
    messageId,
    emailId,
    maskedEmail: maskedEmail(order.email),
    question: { id: messageId, message: input.message, sentAt: input.now.toISOString(), answers: [] },
  };
}

/**
 * The questions sent from this order's page and the shop's answers, for the page itself (whose
 * link is the only way to them: the caller has opened the order with its token).
 */
export async function orderPageQuestions(orderId: string): Promise<OrderQuestion[]> {
  const { db } = await database();
  const questions = (await listOrderPageQuestions(db, orderId, ORDER_QUESTIONS_SHOWN)).toReversed();
  const replies = await listRepliesTo(
    db,
    questions.map((question) => question.id),
  );
  return orderQuestionThreads(
    questions.map((question) => ({ id: question.id, message: question.message, createdAt: question.created_at })),
    replies.map((reply) => ({ messageId: reply.message_id, body: reply.body, createdAt: reply.created_at })),
  );
}
