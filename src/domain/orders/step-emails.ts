import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import { orderEmailSubject } from "@/domain/checkout/order-emails";
import { formatTenths } from "@/domain/gold/gold-units";
import { reviewInviteLines } from "@/domain/reviews/review-invite";
import { type Progress, progressText } from "./order-progress";
import type { TradeDetails } from "./order-tracking";
import { stepText, stepTitle } from "./order-tracking-copy";
import type { OrderWords } from "./order-words";
import { tradeText } from "./trade-details";

/*
 * The emails a customer gets as their order moves: one per step the operator
 * sets and one when a gold order's trade details are set. Each carries a fresh link to the order's
 * private page and says how to stop them (the page's own checkbox: no separate unsubscribe
 * address to keep). Progress figures come often while work runs, so the caller sends at most one
 * of those per order per PROGRESS_EMAIL_GAP_MS; every other step always sends.
 */

/** At most one email for a new figure on work already in progress, per order, in this long. */
export const PROGRESS_EMAIL_GAP_MS = 30 * 60 * 1000;

export const STOP_EMAILS_LINE = "Stop these emails: open your order page and untick 'Email me at each step'";

type EmailOrder = { reference: string; testMode: boolean };

export type StepEmailInput = EmailOrder & {
  siteName: string;
  step: FulfilmentStatus;
  /** What the order is (gold, services or both) and the RuneScape name its gold goes to: the step's words. */
  words: OrderWords;
  progress: Progress | null;
  reason: string | null;
  /** Set once the operator gave them; only a gold order has them. */
  trade: TradeDetails | null;
  /** The absolute link to the order's private page, with its own token. */
  pageUrl: string;
};

export type TradeEmailInput = EmailOrder & {
  siteName: string;
  trade: TradeDetails;
  pageUrl: string;
  /** An order paid with OSRS gold: the gold the customer trades to us, in tenths of a million. */
  goldPaymentTenths?: number | null;
};

export type EmailText = { subject: string; text: string };

/** Whether a step gets its email now: a new figure on running work waits for the gap, anything else sends. */
export function stepEmailDue(input: {
  from: FulfilmentStatus;
  to: FulfilmentStatus;
  now: Date;
  /** When the order's last in-progress email was queued; null when never. */
  lastProgressEmailAt: Date | null;
}): boolean {
  if (!(input.from === "in_progress" && input.to === "in_progress")) return true;
  if (input.lastProgressEmailAt === null) return true;
  return input.now.getTime() - input.lastProgressEmailAt.getTime() >= PROGRESS_EMAIL_GAP_MS;
}

/** The subject of a step's email: also how the sender finds the order's last progress email. */
export function stepEmailSubject(order: EmailOrder & { siteName: string }, step: FulfilmentStatus): string {
  return orderEmailSubject(order, `${order.siteName} order ${order.reference}: ${stepTitle(step).toLowerCase()}`);
}

function footer(pageUrl: string): string[] {
  return ["", `Follow your order: ${pageUrl}`, "", `${STOP_EMAILS_LINE}: ${pageUrl}`];
}

/** A step email's heading: "Order RF-1: In progress". */
export function stepEmailHeading(input: Pick<StepEmailInput, "reference" | "step">): string {
  return `Order ${input.reference}: ${stepTitle(input.step)}`;
}

/** What the step email says under its heading: the step, its progress, why it paused, the trade. */
export function stepEmailBody(input: StepEmailInput): string[] {
  const lines = [stepText(input.step, input.words)];
  if (input.progress && input.step === "in_progress") lines.push(`Progress: ${progressText(input.progress)}`);
  if (input.reason && input.step === "paused") lines.push(`Why: ${input.reason}`);
  if (input.trade && input.step !== "cancelled") lines.push(`Trade: ${tradeText(input.trade)}`);
  return lines;
}

export function stepEmail(input: StepEmailInput): EmailText {
  const lines = [stepEmailHeading(input), "", ...stepEmailBody(input)];
  const invite = reviewInviteLines(input.step, input.pageUrl);
  return {
    subject: stepEmailSubject(input, input.step),
    text: [...lines, ...invite, ...footer(input.pageUrl)].join("\n"),
  };
}

export const TRADE_INTRO = "Meet our trader in game to receive your gold:";
export const TRADE_WARNING = "Trade only with this name: we never ask you to give anything back.";

/** The intro of the trade email: gold the customer receives, or gold they pay with. */
export function tradeIntro(input: Pick<TradeEmailInput, "goldPaymentTenths">): string {
  if (input.goldPaymentTenths == null) return TRADE_INTRO;
  return `Meet our trader in game to pay with your gold: trade ${formatTenths(input.goldPaymentTenths)}.`;
}

export function tradeWarning(input: Pick<TradeEmailInput, "goldPaymentTenths">): string {
  if (input.goldPaymentTenths == null) return TRADE_WARNING;
  return "Trade only with this name, and only the amount asked: we confirm the gold received on your order's page.";
}

/** The trade's three facts, as "label: value" pairs for the text and the HTML table alike. */
export function tradeFacts(trade: TradeDetails): [string, string][] {
  return [
    ["World", String(trade.world)],
    ["Place", trade.place],
    ["Our trader's name", trade.traderRsn],
  ];
}

export function tradeEmailSubject(input: TradeEmailInput): string {
  return orderEmailSubject(input, `${input.siteName} order ${input.reference}: where to meet our trader`);
}

export function tradeEmail(input: TradeEmailInput): EmailText {
  return {
    subject: tradeEmailSubject(input),
    text: [
      `Order ${input.reference}: your gold trade`,
      "",
      tradeIntro(input),
      ...tradeFacts(input.trade).map(([label, value]) => `${label}: ${value}`),
      "",
      tradeWarning(input),
      ...footer(input.pageUrl),
    ].join("\n"),
  };
}
