/*
 * The questions a customer sent from an order's private page, each with the shop's answers (sent by
 * email, and shown again here), so a reload of the page keeps the conversation. Only what the
 * customer wrote and what the shop answered: no operator is named.
 */

/** The most questions the page lists: the oldest beyond it stay in the inbox and the customer's email. */
export const ORDER_QUESTIONS_SHOWN = 20;

export type OrderQuestionAnswer = { body: string; sentAt: string };

export type OrderQuestion = { id: string; message: string; sentAt: string; answers: OrderQuestionAnswer[] };

/** Questions (oldest first) with the answers each received, in the order they were sent. */
export function orderQuestionThreads(
  questions: readonly { id: string; message: string; createdAt: string }[],
  replies: readonly { messageId: string; body: string; createdAt: string }[],
): OrderQuestion[] {
  const answers = new Map<string, OrderQuestionAnswer[]>();
  for (const reply of replies) {
    const list = answers.get(reply.messageId) ?? [];
    list.push({ body: reply.body, sentAt: reply.createdAt });
    answers.set(reply.messageId, list);
  }
  return questions.map((question) => ({
    id: question.id,
    message: question.message,
    sentAt: question.createdAt,
    answers: (answers.get(question.id) ?? []).toSorted((a, b) => a.sentAt.localeCompare(b.sentAt)),
  }));
}
