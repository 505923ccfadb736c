import { formatTenths } from "@/domain/gold/gold-units";
/*
 * What the audit log records. Session events keep the spec's names (section "Sessions");
 * operator actions are named verb-first so a list of them reads as a history.
 */

/** The spec's session events that the back office records. */
export const SESSION_EVENTS = ["SIGNED_IN", "SIGNED_OUT", "MFA_CHALLENGE_VERIFIED", "USER_UPDATED"] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

/** Everything else an operator (or the command line, on an operator's behalf) does. */
export const OPERATOR_ACTIONS = [
  "SIGN_IN_FAILED",
  "MFA_CHALLENGE_FAILED",
  "RECOVERY_CODE_USED",
  "SIGNED_OUT_EVERYWHERE",
  "OPERATOR_CREATED",
  "OPERATOR_ENROLLED",
  "OPERATOR_DISABLED",
  "OPERATOR_MFA_RESET",
  /** From /admin/staff and /admin/account; their words are in AUDIT_WORDS below. */
  "OPERATOR_ROLE_SET",
  "OPERATOR_SUSPENDED",
  "OPERATOR_RESTORED",
  "OPERATOR_PASSWORD_CHANGED",
  "RECOVERY_CODES_RENEWED",
  "ORDER_STATUS_SET",
  "ORDER_NOTE_ADDED",
  "ORDER_RECEIPT_RESENT",
  "ORDER_MARKED_PAID",
  /** An amount a manual method's customer sent (a part, the whole, or more): the order is paid once they reach its total. */
  "ORDER_PAYMENT_RECORDED",
  "ORDER_REFUNDED",
  /** A refund pending at its provider ended (completed or failed): no operator, the provider's webhook. */
  "ORDER_REFUND_SETTLED",
  /** An order cancelled from the back office, with its reason and what was refunded with it. */
  "ORDER_CANCELLED",
  "MESSAGE_STATUS_SET",
  "MESSAGE_REPLIED",
  /** The one abandoned-cart reminder a cart may get. */
  "CART_REMINDER_SENT",
  /** The shop sent a cart's one reminder by itself (the automatic reminders setting): no operator. */
  "CART_REMINDER_SENT_AUTOMATICALLY",
  "CATALOGUE_PRODUCT_PUBLISHED",
  "CATALOGUE_SETTING_SET",
  /** Where manual methods' customers send their money (Zelle recipient, wallet addresses, …). */
  "PAYMENT_DETAILS_SET",
  "CATALOGUE_CHANGE_REVERTED",
  "PROMO_CREATED",
  /** Ended for good (the "End for good" button; deactivation before migration 0027). */
  "PROMO_DEACTIVATED",
  /** A code's terms changed: before and after hold its whole terms, promoChanges words the difference. */
  "PROMO_EDITED",
  "PROMO_PAUSED",
  "PROMO_RESUMED",
  /** A gold order's trade details (world, meeting place, our trader's name). */
  "ORDER_TRADE_SET",
  /** An order given to an operator, or to nobody: before and after are { assigneeId: id or null, assignee: email or "nobody" }. */
  "ORDER_ASSIGNED",
  /** The gold ledger's movements (ADR 0029), one entry each; after: { movementId, kind, tenths, account, reason, … }. */
  "GOLD_STOCK_ADDED",
  "GOLD_BOUGHT",
  "GOLD_PAYMENT_RECEIVED",
  /** By the shop itself when a paid order's gold is reserved (no operator). */
  "GOLD_RESERVED",
  "GOLD_DELIVERED",
  "GOLD_RELEASED",
  "GOLD_CORRECTED",
  /** A player's sale of gold (/admin/gold/sell-orders): payout details are masked in before and after. */
  "SELL_ORDER_ARRANGED",
  /** The gold of a sale received: the millions and the account that holds them (stock added once). */
  "SELL_ORDER_RECEIVED",
  "SELL_ORDER_PAID",
  "SELL_ORDER_DECLINED",
  /** The live chat's console (target "chat": the conversation's id; canned replies: the reply's id). */
  "CHAT_CLAIMED",
  /** after: { operatorId } of the operator it was given to; before: { operatorId } of the holder, or null. */
  "CHAT_TRANSFERRED",
  "CHAT_CLOSED",
  /** after: { seq } of the reply; never its text. */
  "CHAT_REPLIED",
  "CHAT_CANNED_SAVED",
  "CHAT_CANNED_DELETED",
  /** after: { seq, links: "on" | "off" } of the message. */
  "CHAT_LINKS_SET",
  /** after: { emailId, messages } (a count); never the address or the text. */
  "CHAT_TRANSCRIPT_SENT",
  /** A customer's review moderated (/admin/reviews, target "review": its id); before and after: { status }. */
  "REVIEW_PUBLISHED",
  "REVIEW_REJECTED",
  "REVIEW_UNPUBLISHED",
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export type AuditAction = SessionEvent | OperatorAction;

export type AuditTargetType =
  | "session"
  | "operator"
  | "order"
  | "message"
  | "cart"
  | "product"
  | "setting"
  | "promo"
  /** A gold movement of no order (stock added, a correction) or a sell order's: its id. */
  | "gold"
  | "sell_order"
  /** A live chat conversation, or a canned reply of the console: its id. */
  | "chat"
  /** A customer's review: its id. */
  | "review";

/** One row of the log as the back office reads it. */
export type AuditEntry = {
  id: string;
  at: string;
  operatorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before: unknown;
  after: unknown;
};

const KNOWN = new Set<string>([...SESSION_EVENTS, ...OPERATOR_ACTIONS]);

/** Whether a stored action name is one this code knows (an older or newer release may have others). */
export function isAuditAction(value: string): value is AuditAction {
  return KNOWN.has(value);
}

/** The promo codes' actions in words, as the log and a code's history show them (the terms changed are worded by promoChanges). */
export const PROMO_AUDIT_SENTENCES = {
  PROMO_CREATED: "Created the promo code",
  PROMO_DEACTIVATED: "Ended the promo code for good",
  PROMO_EDITED: "Edited the promo code",
  PROMO_PAUSED: "Paused the promo code",
  PROMO_RESUMED: "Resumed the promo code",
} as const satisfies Partial<Record<OperatorAction, string>>;

/**
 * What an audit entry's words are made from: who did it (an operator's email, or "The shop" for
 * the command line and providers' webhooks), what it was done to as an operator reads it (an
 * order's reference, a promo code, an operator's email, …), the entry's before and after, and the
 * target order's money format.
 */
export type AuditFacts = {
  who: string;
  target: string;
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
  money: (cents: number) => string;
};

/** A number the entry recorded under `key`, or null (older rows may lack it). */
export function factNumber(record: Readonly<Record<string, unknown>>, key: string): number | null {
  const value = record[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A text the entry recorded under `key`, or null. */
export function factText(record: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = record[key];
  return typeof value === "string" && value !== "" ? value : null;
}

/** The refund an entry recorded under `refund` (ORDER_REFUNDED, ORDER_REFUND_SETTLED), or an empty record. */
function refundOf(after: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const refund = after.refund;
  return refund && typeof refund === "object" ? (refund as Record<string, unknown>) : {};
}

/** What a refund entry moved: its refund's amount, or else the difference of the order's refunded totals. */
function refundedCents({ before, after }: AuditFacts): number | null {
  const amount = factNumber(refundOf(after), "amountCents");
  if (amount !== null) return amount;
  const was = factNumber(before, "refundedCents");
  const now = factNumber(after, "refundedCents");
  return was !== null && now !== null ? now - was : null;
}

function stepWords(value: string | null): string {
  return value ? value.replace("_", " ") : "a new step";
}

/**
 * Every action in words, as one sentence: "alice@example.com refunded $10.00 on RF-44BH". The
 * record names every action, so a new code cannot be added without its sentence (the home's
 * activity list reads the log through it, src/domain/admin/audit-sentence.ts).
 */
export const AUDIT_WORDS: Record<AuditAction, (facts: AuditFacts) => string> = {
  // The password step (aal1) before the code; a recovery code's sign-in is whole at once (aal2).
  SIGNED_IN: ({ who, after }) =>
    factText(after, "aal") === "aal2" ? `${who} signed in` : `${who} entered their password`,
  SIGNED_OUT: ({ who }) => `${who} signed out`,
  MFA_CHALLENGE_VERIFIED: ({ who }) => `${who} signed in`,
  USER_UPDATED: ({ who, target }) => `${who} updated ${target}`,
  SIGN_IN_FAILED: ({ target, after }) =>
    `A sign-in failed${factText(after, "step") ? ` at the ${factText(after, "step")} step` : ""} for ${target}`,
  MFA_CHALLENGE_FAILED: ({ who }) => `${who} entered a wrong code`,
  RECOVERY_CODE_USED: ({ who }) => `${who} used a recovery code`,
  SIGNED_OUT_EVERYWHERE: ({ who }) => `${who} signed out everywhere`,
  OPERATOR_CREATED: ({ who, target, after }) =>
    `${who} invited ${target}${factText(after, "role") ? ` as ${factText(after, "role")}` : ""}`,
  OPERATOR_ENROLLED: ({ target }) => `${target} finished enrolling`,
  OPERATOR_DISABLED: ({ who, target }) => `${who} disabled ${target} for good`,
  OPERATOR_MFA_RESET: ({ who, target }) => `${who} reset the second factor of ${target}`,
  OPERATOR_ROLE_SET: ({ who, target, after }) =>
    `${who} changed the role of ${target}${factText(after, "role") ? ` to ${factText(after, "role")}` : ""}`,
  OPERATOR_SUSPENDED: ({ who, target }) => `${who} suspended ${target}`,
  OPERATOR_RESTORED: ({ who, target }) => `${who} restored ${target}`,
  OPERATOR_PASSWORD_CHANGED: ({ who }) => `${who} changed their password`,
  RECOVERY_CODES_RENEWED: ({ who }) => `${who} renewed their recovery codes`,
  ORDER_STATUS_SET: ({ who, target, after }) => `${who} set ${target} to ${stepWords(factText(after, "fulfilment"))}`,
  ORDER_NOTE_ADDED: ({ who, target }) => `${who} added a note to ${target}`,
  ORDER_RECEIPT_RESENT: ({ who, target }) => `${who} resent the receipt of ${target}`,
  ORDER_MARKED_PAID: ({ who, target }) => `${who} marked ${target} paid`,
  ORDER_PAYMENT_RECORDED: ({ who, target, after, money }) => {
    const amount = factNumber(after, "amountCents");
    return `${who} recorded a payment${amount === null ? "" : ` of ${money(amount)}`} on ${target}`;
  },
  ORDER_REFUNDED: (facts) => {
    const cents = refundedCents(facts);
    return `${facts.who} refunded ${cents === null ? "" : `${facts.money(cents)} `}on ${facts.target}`;
  },
  ORDER_REFUND_SETTLED: (facts) => {
    const cents = factNumber(refundOf(facts.after), "amountCents");
    const outcome = factText(refundOf(facts.after), "outcome") === "failed" ? "failed" : "went through";
    return `A pending refund ${cents === null ? "" : `of ${facts.money(cents)} `}on ${facts.target} ${outcome}`;
  },
  ORDER_CANCELLED: ({ who, target, after, money }) => {
    const refunded = factNumber(after, "refundedCents");
    return `${who} cancelled ${target}${refunded ? `, refunding ${money(refunded)}` : ""}`;
  },
  MESSAGE_STATUS_SET: ({ who, target, after }) => `${who} marked ${target} ${factText(after, "status") ?? "changed"}`,
  MESSAGE_REPLIED: ({ who, target }) => `${who} answered ${target}`,
  CART_REMINDER_SENT: ({ who }) => `${who} sent an abandoned-cart reminder`,
  CART_REMINDER_SENT_AUTOMATICALLY: () => "The shop sent an abandoned-cart reminder by itself",
  CATALOGUE_PRODUCT_PUBLISHED: ({ who, target }) => `${who} published ${target}`,
  CATALOGUE_SETTING_SET: ({ who, target }) => `${who} changed the setting ${target}`,
  PAYMENT_DETAILS_SET: ({ who }) => `${who} changed the manual payment details`,
  CATALOGUE_CHANGE_REVERTED: ({ who, target }) => `${who} reverted a change to ${target}`,
  PROMO_CREATED: ({ who, target }) => `${who} created the promo code ${target}`,
  PROMO_DEACTIVATED: ({ who, target }) => `${who} ended the promo code ${target} for good`,
  PROMO_EDITED: ({ who, target }) => `${who} edited the promo code ${target}`,
  PROMO_PAUSED: ({ who, target }) => `${who} paused the promo code ${target}`,
  PROMO_RESUMED: ({ who, target }) => `${who} resumed the promo code ${target}`,
  ORDER_TRADE_SET: ({ who, target }) => `${who} set the trade details of ${target}`,
  SELL_ORDER_ARRANGED: ({ who, target }) => `${who} arranged the trade of ${target}`,
  SELL_ORDER_RECEIVED: ({ who, target, after }) => {
    const millions = factNumber(after, "receivedMillions");
    return `${who} received ${millions === null ? "the gold" : `${millions}M`} of ${target}`;
  },
  SELL_ORDER_PAID: ({ who, target, after, money }) => {
    const cents = factNumber(after, "payoutCents");
    return `${who} paid out ${cents === null ? "" : `${money(cents)} `}on ${target}`;
  },
  SELL_ORDER_DECLINED: ({ who, target }) => `${who} declined ${target}`,
  CHAT_CLAIMED: ({ who }) => `${who} took a live chat conversation`,
  CHAT_TRANSFERRED: ({ who, after }) =>
    `${who} handed a live chat conversation to ${factText(after, "operator") ?? "another operator"}`,
  CHAT_CLOSED: ({ who }) => `${who} closed a live chat conversation`,
  CHAT_REPLIED: ({ who }) => `${who} answered in the live chat`,
  CHAT_CANNED_SAVED: ({ who, after }) =>
    `${who} saved the canned reply${factText(after, "title") ? ` "${factText(after, "title")}"` : ""}`,
  CHAT_CANNED_DELETED: ({ who, before }) =>
    `${who} deleted the canned reply${factText(before, "title") ? ` "${factText(before, "title")}"` : ""}`,
  CHAT_LINKS_SET: ({ who, after }) =>
    `${who} ${factText(after, "links") === "off" ? "turned off" : "made clickable"} the links of a live chat message`,
  CHAT_TRANSCRIPT_SENT: ({ who }) => `${who} emailed a live chat transcript to the visitor`,
  REVIEW_PUBLISHED: ({ who, target }) => `${who} published ${target}`,
  REVIEW_REJECTED: ({ who, target }) => `${who} rejected ${target}`,
  REVIEW_UNPUBLISHED: ({ who, target }) => `${who} unpublished ${target}`,
  ORDER_ASSIGNED: ({ who, target, after }) => {
    const assignee = factText(after, "assignee");
    return !assignee || assignee === "nobody"
      ? `${who} unassigned ${target}`
      : `${who} assigned ${target} to ${assignee}`;
  },
  GOLD_STOCK_ADDED: ({ who, after }) => `${who} added ${goldAmount(after)} of gold stock${goldAccount(after)}`,
  GOLD_BOUGHT: ({ who, after }) => `${who} received ${goldAmount(after)} of gold from a player${goldAccount(after)}`,
  GOLD_PAYMENT_RECEIVED: ({ who, target, after }) =>
    `${who} received ${goldAmount(after)} of gold as the payment of ${target}${goldAccount(after)}`,
  GOLD_RESERVED: ({ target, after }) => `${goldAmount(after)} of gold was reserved for ${target}`,
  GOLD_DELIVERED: ({ who, target, after }) =>
    `${who} delivered ${goldAmount(after)} of gold on ${target}${goldAccount(after)}`,
  GOLD_RELEASED: ({ target, after }) => `${goldAmount(after)} of gold held for ${target} was released`,
  GOLD_CORRECTED: ({ who, after }) => {
    const tenths = factNumber(after, "tenths") ?? 0;
    const reason = factText(after, "reason");
    return `${who} corrected the gold stock by ${tenths > 0 ? "+" : ""}${goldAmount(after)}${reason ? ` (${reason})` : ""}${after.override === true ? ", overriding the stock check" : ""}`;
  },
};

function goldAmount(after: Readonly<Record<string, unknown>>): string {
  const tenths = factNumber(after, "tenths");
  return tenths === null ? "an amount" : formatTenths(tenths);
}

function goldAccount(after: Readonly<Record<string, unknown>>): string {
  const account = factText(after, "account");
  return account ? ` (account ${account})` : "";
}
