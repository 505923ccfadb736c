import { AUDIT_WORDS, type AuditEntry, type AuditFacts, factText } from "./audit-actions";
import { formatOrderMoney } from "./order-money";
import type { AdminArea } from "./roles";

/*
 * The audit log in words for the home's activity list: "alice@example.com refunded $10.00 on
 * RF-44BH", "bob@example.com signed in". The sentence of each action is AUDIT_WORDS'; this names
 * who and what from lookups the caller read (operators' emails, orders' references), and says
 * where the thing lives so the list can link to it when the reader's role may open it.
 */

/** What the entries' ids stand for, read by the caller for the entries it shows. */
export type AuditNames = {
  operators: ReadonlyMap<string, string>;
  orders: ReadonlyMap<string, { reference: string; currency: string }>;
};

export type AuditLine = {
  id: string;
  at: string;
  text: string;
  /** The page of the thing the entry is about, and the area that page belongs to; null when it has none. */
  link: { href: string; area: AdminArea } | null;
};

/** Who an entry names as its actor: an operator's email; the command line and providers are "The shop". */
function actor(operatorId: string | null, names: AuditNames): string {
  if (operatorId === null) return "The shop";
  return names.operators.get(operatorId) ?? "A former operator";
}

function target(entry: AuditEntry, names: AuditNames): string {
  switch (entry.targetType) {
    case "order":
      return names.orders.get(entry.targetId)?.reference ?? "an order";
    case "operator":
      return names.operators.get(entry.targetId) ?? "an unknown operator";
    case "session":
      return "their session";
    case "message":
      return "a message";
    case "cart":
      return "a cart";
    case "product":
      return entry.targetId;
    case "setting":
      return entry.targetId;
    case "promo":
      return entry.targetId;
    case "gold":
      return "the gold stock";
    case "sell_order":
      return factText(record(entry.after), "reference") ?? "a sell order";
    case "chat":
      return "a live chat conversation";
    case "review":
      return "a customer's review";
  }
}

function link(entry: AuditEntry): AuditLine["link"] {
  const id = encodeURIComponent(entry.targetId);
  switch (entry.targetType) {
    case "order":
      return { href: `/admin/orders/${id}`, area: "orders" };
    case "message":
      return { href: `/admin/messages/${id}`, area: "messages" };
    case "product":
      return { href: `/admin/catalogue/${id}`, area: "catalogue" };
    case "promo":
      return { href: `/admin/promotions/${id}`, area: "promotions" };
    case "gold":
      return { href: "/admin/gold", area: "gold" };
    case "sell_order":
      return { href: `/admin/gold/sell-orders/${id}`, area: "gold" };
    case "chat":
      return { href: "/admin/chat", area: "chat" };
    case "review":
      return { href: "/admin/reviews", area: "orders" };
    default:
      return null;
  }
}

function record(value: unknown): Readonly<Record<string, unknown>> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** One entry as a sentence an operator reads, with the page of what it is about. */
export function auditSentence(entry: AuditEntry, names: AuditNames): AuditLine {
  const currency = entry.targetType === "order" ? (names.orders.get(entry.targetId)?.currency ?? "USD") : "USD";
  const facts: AuditFacts = {
    who: actor(entry.operatorId, names),
    target: target(entry, names),
    before: record(entry.before),
    after: record(entry.after),
    money: (cents) => formatOrderMoney(cents, currency),
  };
  return { id: entry.id, at: entry.at, text: `${AUDIT_WORDS[entry.action](facts)}.`, link: link(entry) };
}
