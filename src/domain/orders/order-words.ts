import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import { GOLD_SKU } from "@/domain/gold/gold-sku";

/*
 * What an order says it is and what happens next, in words that fit what was bought. The shop
 * trades gold to the buyer's RuneScape name in game (nobody plays their account), while a player
 * from the shop's team plays the account for a service; an order with both says both. The order
 * page, the step emails, the receipt and the manual order's confirmation all take their sentences
 * from here, so a gold buyer never reads of a player on their account and a service buyer never of
 * a trade they did not order.
 */

export type OrderKind = "gold" | "services" | "mixed";

/** Who the words are about: the kind of order and the RuneScape name its gold goes to. */
export type OrderWords = { kind: OrderKind; rsn: string };

/** The one wording for the person who plays a service's account. */
export const TEAM_PLAYER = "a player from our team";

/** Gold alone, services alone, or both, from the order's lines. */
export function orderKind(lines: readonly { sku: string }[]): OrderKind {
  const gold = lines.some((line) => line.sku === GOLD_SKU);
  const services = lines.some((line) => line.sku !== GOLD_SKU);
  if (gold && services) return "mixed";
  return gold ? "gold" : "services";
}

export function orderWords(order: { lines: readonly { sku: string }[]; rsn?: string | null }): OrderWords {
  return { kind: orderKind(order.lines), rsn: order.rsn?.trim() ?? "" };
}

function goldTo(words: OrderWords): string {
  return words.rsn === "" ? "your RuneScape name" : words.rsn;
}

/** What the shop does for the order, as a clause: "we trade your gold to Zezima in game". */
export function whatWeDo(words: OrderWords): string {
  const trade = `we trade your gold to ${goldTo(words)} in game`;
  const play = `${TEAM_PLAYER} plays your account`;
  if (words.kind === "gold") return trade;
  if (words.kind === "services") return play;
  return `${trade}, and ${play}`;
}

function sentence(clause: string): string {
  return clause.charAt(0).toUpperCase() + clause.slice(1);
}

/** What happens once the money is in: "Once it has arrived, we trade your gold to Zezima in game." */
export function afterPayment(words: OrderWords, arrived = "it has arrived"): string {
  const clause = words.kind === "services" ? `${TEAM_PLAYER} starts on your order` : whatWeDo(words);
  return `Once ${arrived}, ${clause}.`;
}

const CANCELLED = "This order was cancelled. Nothing more happens with it; ask us on live chat if you have a question.";

/** Each step's sentence: where the order is, then what happens next. */
export function stepSentence(step: FulfilmentStatus, words: OrderWords): string {
  const rsn = goldTo(words);
  switch (step) {
    case "queued":
      return `Your order is in the queue. Next: ${
        words.kind === "gold"
          ? `we trade your gold to ${rsn} in game, at the world and meeting place we give you with our trader's name.`
          : words.kind === "services"
            ? `${TEAM_PLAYER} takes it on and starts playing your account.`
            : `we trade your gold to ${rsn} in game, and ${TEAM_PLAYER} starts playing your account.`
      }`;
    case "in_progress":
      if (words.kind === "gold") {
        return `We are trading your gold to ${rsn} in game. Next: once all of it is traded, your order is delivered.`;
      }
      return words.kind === "services"
        ? `${sentence(TEAM_PLAYER)} is playing your account for this order. Next: we tell you when it is done.`
        : `We are trading your gold to ${rsn} in game and playing your account. Next: we tell you when all of it is done.`;
    case "paused":
      return `We have paused ${
        words.kind === "gold" ? "your gold trade" : words.kind === "services" ? "work on your account" : "your order"
      }. Next: we carry on as soon as we can; ask us on live chat if anything is unclear.`;
    case "delivered":
      if (words.kind === "gold") {
        return `All your gold is traded to ${rsn}. Nothing more to do: thank you for choosing us.`;
      }
      return `Your order is complete${
        words.kind === "mixed" ? `: your gold is traded to ${rsn} and the work on your account is done` : ""
      }. Next: log in to check it, and change your password if you gave it to us.`;
    case "cancelled":
      return CANCELLED;
  }
}

/**
 * What comes once the payment is in, as the receipt and the payment's confirmation say it: who
 * gets in touch and when ("usually within 15 minutes", or the gold's promise when it is beyond the
 * stock), and what they do.
 */
export function nextOncePaid(words: OrderWords, beyondStock = false): string {
  const when = beyondStock ? "at the time promised above" : "usually within 15 minutes";
  const contact = "our team contacts you on live chat or by email";
  if (words.kind === "gold") {
    return sentence(`${whatWeDo(words)}; ${contact} with the world and the meeting place, ${when}.`);
  }
  if (words.kind === "services") return sentence(`${contact} to arrange the work, ${when}; then ${whatWeDo(words)}.`);
  return sentence(`${contact}, ${when}; ${whatWeDo(words)}.`);
}

/** The receipt's "What happens next: …" line. */
export function receiptNextSentence(words: OrderWords, beyondStock = false): string {
  const next = nextOncePaid(words, beyondStock);
  return `What happens next: ${next.charAt(0).toLowerCase()}${next.slice(1)}`;
}
