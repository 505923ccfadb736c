import { divideRoundHalfUp, formatUsd } from "@/domain/money/money";
import { RSN_MAX_LENGTH } from "@/domain/players/runescape-name";
import { formatMillions, GOLD_MIN_MILLIONS, type GoldRates, goldPayoutCents } from "./gold-pricing";
import type { SellAmountCheck, SellLimits } from "./sell-offer";

// The sell form's own rules live in sell-offer.ts (the gold page loads that module alone).
export {
  checkSellAmount,
  PAYOUT_DETAILS_MAX_LENGTH,
  payoutMethodLabel,
  SELL_MESSAGES,
  SELL_PAYOUT_METHODS,
  type SellAmountCheck,
  type SellLimits,
  type SellPayoutMethod,
} from "./sell-offer";

/*
 * A player selling gold to the shop (docs/adr/0030-sell-orders.md). The player names an amount in
 * whole millions, their RSN, an email and how they want to be paid; the shop's buy rate is fixed
 * for the quote's minutes. Then: accepted → trade arranged → gold received → paid out, or declined
 * with a reason before the gold is received. An accepted order not arranged before its quote ends
 * reads as expired (nothing writes that: it follows from the clock).
 */

export const SELL_REFERENCE_PREFIX = "SG-";
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const SELL_REFERENCE_PATTERN = /^SG-[A-HJ-NP-Z2-9]{8}$/;

/** "SG-7K2M9Q3X": readable on live chat, never taken for a buy order's "RF-…". */
export function sellOrderReference(randomBytes: Uint8Array): string {
  const characters = Array.from(
    randomBytes.slice(0, 8),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return `${SELL_REFERENCE_PREFIX}${characters.join("")}`;
}

/**
 * Sales one address may place in an hour (counted once the body is well formed): each sends an
 * email to the address typed, so a script cannot flood someone's inbox through this form.
 */
export const SELL_CLIENT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };
export const SELL_RATE_MESSAGE =
  "Too many sales from here in the last hour; please try again later or ask us on Discord.";

export const DECLINE_REASON_MAX_LENGTH = 500;
export const PAYOUT_REFERENCE_MAX_LENGTH = 100;
/** The in-game account (mule) that received the gold: a RuneScape name (the ledger checks it). */
export const RECEIVED_ACCOUNT_MAX_LENGTH = RSN_MAX_LENGTH;

export const DEFAULT_SELL_LIMITS: SellLimits = {
  quoteMinutes: 30,
  maxMillionsPerOrder: 10_000,
  maxMillionsPerDay: 20_000,
};

/** The operator's gold settings (settings.gold) as the sell rules read them. */
export function sellLimitsFrom(gold: {
  sellQuoteMinutes: number;
  sellMaxMillionsPerOrder: number;
  sellMaxMillionsPerDay: number;
}): SellLimits {
  return {
    quoteMinutes: gold.sellQuoteMinutes,
    maxMillionsPerOrder: gold.sellMaxMillionsPerOrder,
    maxMillionsPerDay: gold.sellMaxMillionsPerDay,
  };
}

/**
 * The amount against the player's day: what the same email or RSN already offered this UTC day
 * (declined sales not counted) plus this one, at most the daily limit.
 */
export function checkSellDay(millions: number, soldTodayMillions: number, limits: SellLimits): SellAmountCheck {
  const left = Math.max(0, limits.maxMillionsPerDay - soldTodayMillions);
  if (millions > left) {
    return {
      ok: false,
      message:
        left < GOLD_MIN_MILLIONS
          ? `We buy at most ${formatMillions(limits.maxMillionsPerDay)} a day from one player; try again tomorrow (UTC).`
          : `We buy at most ${formatMillions(limits.maxMillionsPerDay)} a day from one player; you can still sell ${formatMillions(left)} today.`,
    };
  }
  return { ok: true, millions };
}

/** One key per player name: the game treats case, spaces, - and _ as the same name. */
export function rsnKey(rsn: string): string {
  return rsn.toLowerCase().replace(/[ _-]/g, "_");
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Start and end (exclusive) of the UTC day `now` falls in, as ISO strings. */
export function utcDayBounds(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = new Date(from.getTime() + 86_400_000);
  return { from: from.toISOString(), to: to.toISOString() };
}

export type SellQuote = { rateMillicentsPerMillion: number; cents: number; expiresAt: string };

export function sellQuote(millions: number, rates: GoldRates, limits: SellLimits, now: Date): SellQuote {
  return {
    rateMillicentsPerMillion: rates.buyMillicentsPerMillion,
    cents: goldPayoutCents(millions, rates),
    expiresAt: new Date(now.getTime() + limits.quoteMinutes * 60_000).toISOString(),
  };
}

/** Stored statuses; "expired" is only ever read (see sellOrderState). */
export const SELL_STATUSES = ["accepted", "arranged", "received", "paid", "declined"] as const;
export type SellStatus = (typeof SELL_STATUSES)[number];
export type SellState = SellStatus | "expired";
export const SELL_STATES: readonly SellState[] = [...SELL_STATUSES, "expired"];

export function isSellStatus(value: string): value is SellStatus {
  return (SELL_STATUSES as readonly string[]).includes(value);
}

/** What the order is now: an accepted quote past its end, never arranged, is expired. */
export function sellOrderState(order: { status: SellStatus; quoteExpiresAt: string }, now: Date): SellState {
  if (order.status === "accepted" && Date.parse(order.quoteExpiresAt) <= now.getTime()) return "expired";
  return order.status;
}

export const SELL_STATE_LABELS: Record<SellState, string> = {
  accepted: "Accepted",
  arranged: "Trade arranged",
  received: "Gold received",
  paid: "Paid out",
  declined: "Declined",
  expired: "Quote expired",
};

export type SellAction = "arrange" | "receive" | "pay" | "decline";
export type SellDecision = { ok: true } | { ok: false; reason: string };

/**
 * Which operator action the state allows: the trade is arranged from accepted (or re-arranged
 * before the gold comes); the gold is received once arranged; paid once received; declined any
 * time before the gold is received (after that the shop holds the player's gold and must pay).
 */
export function decideSellAction(state: SellState, action: SellAction): SellDecision {
  const allowed: Record<SellAction, readonly SellState[]> = {
    arrange: ["accepted", "arranged"],
    receive: ["arranged"],
    pay: ["received"],
    decline: ["accepted", "arranged", "expired"],
  };
  if (allowed[action].includes(state)) return { ok: true };
  const words: Record<SellAction, string> = {
    arrange: "Only an accepted sale (quote still valid) or an arranged one gets trade details",
    receive: "Gold is received only on a sale whose trade is arranged",
    pay: "Only a sale whose gold was received is paid out",
    decline: "A sale is declined only before its gold is received",
  };
  return { ok: false, reason: `${words[action]}; this one is ${SELL_STATE_LABELS[state].toLowerCase()}.` };
}

/** The millions received: whole, at least 1, at most what was ordered. */
export function checkReceivedMillions(received: number, ordered: number): SellDecision {
  if (!Number.isSafeInteger(received) || received < 1)
    return { ok: false, reason: "Enter the millions received (at least 1)." };
  if (received > ordered) {
    return { ok: false, reason: `At most the ${formatMillions(ordered)} ordered; more is a new sale.` };
  }
  return { ok: true };
}

/** The payout owed: the quote, or its share when less gold came (rounded half up to the cent). */
export function proRataPayoutCents(quoteCents: number, orderedMillions: number, receivedMillions: number): number {
  if (receivedMillions >= orderedMillions) return quoteCents;
  return divideRoundHalfUp(quoteCents * receivedMillions, orderedMillions);
}

/**
 * Payout details as anyone but the payer sees them (audit, lists, the player's own page): the
 * last four characters only when there are enough to leave the rest hidden.
 */
export function maskPayoutDetails(details: string): string {
  const trimmed = details.trim();
  if (trimmed.length < 10) return "••••";
  return `••••${trimmed.slice(-4)}`;
}

// ── The player's emails ────────────────────────────────────────────────────────────────────────

export type SellEmailKind = "created" | "arranged" | "received" | "paid" | "declined";

export type SellEmailInput = {
  kind: SellEmailKind;
  siteName: string;
  reference: string;
  pageUrl: string;
  millions: number;
  quoteCents: number;
  quoteExpiresAt: string;
  trade?: { world: number; place: string; traderRsn: string } | null;
  receivedMillions?: number | null;
  payoutCents?: number | null;
  payoutReference?: string | null;
  declineReason?: string | null;
};

const EMAIL_HEADINGS: Record<SellEmailKind, string> = {
  created: "We accepted your sale",
  arranged: "Your trade is arranged",
  received: "We received your gold",
  paid: "You have been paid",
  declined: "Your sale was declined",
};

export function sellEmailHeading(input: Pick<SellEmailInput, "kind" | "reference">): string {
  return `${EMAIL_HEADINGS[input.kind]}: ${input.reference}`;
}

/** The lines of the email, the same words in the text part and the HTML. */
export function sellEmailLines(input: SellEmailInput): string[] {
  switch (input.kind) {
    case "created":
      return [
        `We will buy ${formatMillions(input.millions)} OSRS gold from you for ${formatUsd(input.quoteCents)}.`,
        `The quote holds until ${formatUtc(input.quoteExpiresAt)}: we arrange the trade in game before then.`,
        "Your private page shows each step as it happens; keep its link to yourself.",
      ];
    case "arranged": {
      const trade = input.trade;
      return [
        trade
          ? `Meet our trader ${trade.traderRsn} on world ${trade.world} at ${trade.place} and trade ${formatMillions(input.millions)}.`
          : `Your trade of ${formatMillions(input.millions)} is arranged.`,
        "Trade only with the name above: we never ask you to trade anyone else.",
      ];
    }
    case "received":
      return [
        `We received ${formatMillions(input.receivedMillions ?? input.millions)} from you.`,
        "We pay you next, with the method and details you gave.",
      ];
    case "paid":
      return [
        `We paid you ${formatUsd(input.payoutCents ?? 0)}${input.payoutReference ? ` (reference ${input.payoutReference})` : ""}.`,
        "Thank you for selling to us.",
      ];
    case "declined":
      return [`We declined this sale.`, `Why: ${input.declineReason ?? "no reason given"}`];
  }
}

export function sellOrderEmail(input: SellEmailInput): { subject: string; text: string } {
  return {
    subject: `${input.siteName}: ${sellEmailHeading(input)}`,
    text: [...sellEmailLines(input), "", `Your sale: ${input.pageUrl}`].join("\n"),
  };
}

function formatUtc(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

// ── The player's page ──────────────────────────────────────────────────────────────────────────

export type SellStepLine = { id: "accepted" | "arranged" | "received" | "paid"; title: string; done: boolean };

/** The four steps of a sale and which are done, for the player's page. */
export function sellSteps(state: SellState): SellStepLine[] {
  const reached: Record<SellState, number> = {
    accepted: 1,
    expired: 1,
    declined: 1,
    arranged: 2,
    received: 3,
    paid: 4,
  };
  const ids = ["accepted", "arranged", "received", "paid"] as const;
  return ids.map((id, index) => ({
    id,
    title: SELL_STATE_LABELS[id],
    done: index < reached[state],
  }));
}

/** What the page says under the state's title, in the player's words. */
export function sellStateText(state: SellState): string {
  switch (state) {
    case "accepted":
      return "We accepted your sale. We will put the world, the place and our trader's name here before your quote ends.";
    case "expired":
      return "Your quote ended before we could arrange the trade. Place a new sale at today's rate, or ask us on Discord.";
    case "arranged":
      return "Meet our trader in game and trade the gold. Trade only with the name below.";
    case "received":
      return "We received your gold. We are paying you with the method you chose.";
    case "paid":
      return "You have been paid. Thank you for selling to us.";
    case "declined":
      return "We declined this sale; nothing was traded.";
  }
}

/** Whether the page may stop asking for news: nothing follows these. */
export function isFinalSellState(state: SellState): boolean {
  return state === "paid" || state === "declined" || state === "expired";
}

/**
 * Text a player or operator typed, as stored: trimmed, 1 to `max` characters, one line (or with
 * line breaks where `lineBreaks`), no other control characters; null when it is not.
 */
export function cleanSellText(value: string, max: number, lineBreaks = false): string | null {
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > max) return null;
  for (const char of trimmed) {
    const code = char.charCodeAt(0);
    if ((code < 32 || code === 127) && !(lineBreaks && char === "\n")) return null;
  }
  return trimmed;
}
