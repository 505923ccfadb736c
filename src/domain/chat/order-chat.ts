/*
 * An order's live chats as its pages show them: the admin order page (every message) and the
 * customer's private order page (the visitor's and the staff's words only, no operator).
 */

export type OrderChatMessage = { seq: number; author: "visitor" | "staff" | "system"; body: string; at: string };

export type OrderChat = {
  id: string;
  status: "open" | "closed";
  createdAt: string;
  messages: OrderChatMessage[];
};

/** Who wrote a message, as the customer reads it on their order page. */
export function customerAuthorLabel(author: OrderChatMessage["author"], siteName: string): string {
  return author === "visitor" ? "You" : author === "staff" ? siteName : "Note";
}

/** A message's time as the order page shows it: "2026-12-05 19:40 UTC" (the same for every reader). */
export function chatTimeLabel(at: string): string {
  return `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
}
