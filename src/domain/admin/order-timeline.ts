import { formatTenths } from "@/domain/gold/gold-units";
import { isProgressUnit, type Progress, progressText } from "@/domain/orders/order-progress";
import type { AuditEntry } from "./audit-actions";
import { type FulfilmentStatus, fulfilmentLabel } from "./fulfilment";
import { formatOrderMoney } from "./order-money";

/*
 * Everything that happened to one order, oldest first, from the rows that record it: the order
 * itself (created, paid), the provider's events, the emails about it, the operators' actions from
 * the audit log, notes and refunds. Notes and refunds come from their own rows (they carry the
 * text and the provider's id), so their audit entries are not shown a second time. Entries at the
 * same instant keep the order things happen in (created before paid before the emails it sent).
 * Each fulfilment step is one row of what the customer's page shows for it (the step,
 * its figure, the reason of a pause), with its audit row's change as the detail.
 */

export type TimelineKind = "created" | "paid" | "payment_event" | "action" | "step" | "note" | "refund" | "email";

export type TimelineEntry = {
  at: string;
  kind: TimelineKind;
  /** Unique within the timeline, for keys and tests. */
  id: string;
  title: string;
  detail: string | null;
  operatorId: string | null;
};

export type TimelineSources = {
  order: { id: string; createdAt: string; paidAt: string | null; currency: string };
  paymentEvents: { id: string; provider: string; eventType: string; receivedAt: string }[];
  /** The order's outbox rows: emails, and (channel "discord") posts to the shop's Discord, whose subject names them. */
  emails: {
    id: string;
    subject: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
    channel?: "email" | "discord";
  }[];
  audit: AuditEntry[];
  notes: { id: string; operatorId: string; body: string; createdAt: string }[];
  refunds: {
    id: string;
    operatorId: string;
    amountCents: number;
    currency: string;
    status: string;
    providerRefundId: string | null;
    error: string | null;
    createdAt: string;
    /** Why (rows before the reasons were kept have none), and for a refund made by hand how it was sent. */
    reason?: string | null;
    sentBy?: string | null;
    reference?: string | null;
  }[];
  /** The fulfilment steps as the customer's page shows them (order_steps), in the order they were written. */
  steps?: {
    id: string;
    step: FulfilmentStatus;
    progress: Progress | null;
    reason: string | null;
    operatorId: string | null;
    createdAt: string;
  }[];
};

const RANK: Record<TimelineKind, number> = {
  created: 0,
  payment_event: 1,
  paid: 2,
  action: 3,
  step: 4,
  note: 5,
  refund: 6,
  email: 7,
};

const SHOWN_ELSEWHERE = new Set(["ORDER_NOTE_ADDED", "ORDER_REFUNDED"]);

/** What a step says, and what its audit row records of it, as one key (the figure by its parts). */
function stepSays(at: string, operatorId: string | null, step: unknown, progress: unknown, reason: unknown): string {
  const figure = progress ? asFields(progress) : null;
  return JSON.stringify([
    at,
    operatorId ?? "",
    step,
    figure ? [figure.done, figure.target, figure.unit] : null,
    reason ?? null,
  ]);
}

/**
 * Takes the audit row for a step from those that say the same (the same step sent twice in one
 * millisecond): the one whose change starts where the step before it ended; for the order's first
 * step, one that changed something, since only the first of two identical steps can have.
 */
function takeAudit(candidates: AuditEntry[] | undefined, previousStep: string | undefined): AuditEntry | undefined {
  if (!candidates?.length) return undefined;
  const from = (entry: AuditEntry) => asFields(entry.before).fulfilment;
  let index = candidates.findIndex((entry) => from(entry) === previousStep);
  if (index < 0 && previousStep === undefined) {
    index = candidates.findIndex((entry) => from(entry) !== asFields(entry.after).fulfilment);
  }
  return candidates.splice(Math.max(index, 0), 1)[0];
}

/** "fulfilment: queued → in progress" from the step's audit row, then the pause's reason. */
function stepDetail(audit: AuditEntry | undefined, reason: string | null, currency: string): string | null {
  const before = asFields(audit?.before).fulfilment;
  const after = asFields(audit?.after).fulfilment;
  const change =
    audit && before !== after ? describeAuditChange({ fulfilment: before }, { fulfilment: after }, currency) : null;
  return [change, reason].filter(Boolean).join("\n") || null;
}

const GOLD_TITLES: Partial<Record<AuditEntry["action"], string>> = {
  GOLD_RESERVED: "Gold reserved from stock",
  GOLD_DELIVERED: "Gold delivered",
  GOLD_RELEASED: "Gold released to stock",
  GOLD_PAYMENT_RECEIVED: "Gold received as payment",
};

/**
 * A ledger movement on this order in the stock's words: "Gold delivered: 300M (account RF Mule 1)",
 * with what it did to the stock ("On hand 2,000M → 1,700M · reserved 500M → 200M").
 */
function goldMovementLine(entry: AuditEntry): { title: string; detail: string | null } | null {
  const label = GOLD_TITLES[entry.action];
  if (!label) return null;
  const was = asFields(entry.before);
  const now = asFields(entry.after);
  const tenths = typeof now.tenths === "number" ? ` ${formatTenths(now.tenths)}` : "";
  const account = typeof now.account === "string" && now.account ? ` (account ${now.account})` : "";
  const moved = (key: string, name: string) =>
    typeof was[key] === "number" && typeof now[key] === "number" && was[key] !== now[key]
      ? `${name} ${formatTenths(was[key])} → ${formatTenths(now[key])}`
      : null;
  const detail = [moved("onHandTenths", "On hand"), moved("reservedTenths", "reserved")].filter(Boolean).join(" · ");
  return { title: `${label}:${tenths}${account}`, detail: detail || null };
}

function actionTitle(entry: AuditEntry): string {
  return entry.action
    .toLowerCase()
    .split("_")
    .map((word, index) => (index === 0 ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(" ");
}

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Fields) : {};

/** "paymentReference" → "payment reference"; an amount's name loses its unit ("amountCents" → "amount"). */
function fieldLabel(key: string): string {
  return key
    .replace(/Cents$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

function asProgress(value: unknown): Progress | null {
  const fields = asFields(value);
  const { done, target, unit } = fields;
  if (typeof done !== "number" || typeof target !== "number" || typeof unit !== "string") return null;
  return isProgressUnit(unit) ? { done, target, unit } : null;
}

function fieldValue(key: string, value: unknown, currency: string): string {
  if (key.endsWith("Cents") && typeof value === "number") return formatOrderMoney(value, currency);
  const progress = key === "progress" ? asProgress(value) : null;
  if (progress) return progressText(progress);
  if (typeof value === "string") return value.replaceAll("_", " ");
  return JSON.stringify(value);
}

/**
 * An action's before and after as an operator reads them: "fulfilment: queued → in progress",
 * "amount: $174.00". Row ids (the note's, the email's) say nothing here: the entry they point to
 * has its own line in the timeline.
 */
export function describeAuditChange(before: unknown, after: unknown, currency: string): string | null {
  const was = asFields(before);
  const now = asFields(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((key) => !key.endsWith("Id"));
  const lines = keys.flatMap((key) => {
    const label = fieldLabel(key);
    const from = key in was ? fieldValue(key, was[key], currency) : null;
    const to = key in now ? fieldValue(key, now[key], currency) : null;
    if (from === to) return [];
    if (from === null) return [`${label}: ${to}`];
    if (to === null) return [`${label}: was ${from}`];
    return [`${label}: ${from} → ${to}`];
  });
  return lines.length > 0 ? lines.join("\n") : null;
}

export function orderTimeline(sources: TimelineSources): TimelineEntry[] {
  const { order } = sources;
  const entries: TimelineEntry[] = [
    {
      at: order.createdAt,
      kind: "created",
      id: `created:${order.id}`,
      title: "Order placed",
      detail: null,
      operatorId: null,
    },
  ];
  if (order.paidAt) {
    entries.push({
      at: order.paidAt,
      kind: "paid",
      id: `paid:${order.id}`,
      title: "Paid",
      detail: null,
      operatorId: null,
    });
  }
  for (const event of sources.paymentEvents) {
    entries.push({
      at: event.receivedAt,
      kind: "payment_event",
      id: `event:${event.id}`,
      title: paymentEventTitle(event.provider, event.eventType),
      detail: null,
      operatorId: null,
    });
  }
  for (const email of sources.emails) {
    entries.push({
      at: email.createdAt,
      kind: "email",
      id: `email:${email.id}`,
      title: email.channel === "discord" ? email.subject : `Email: ${email.subject}`,
      detail: email.status === "sent" && email.sentAt ? `sent ${email.sentAt}` : email.status,
      operatorId: null,
    });
  }
  // A step's audit row is written with it, at the same instant by the same operator, and records
  // what the step says: the step's row says it once, with the audit's change as its detail. Rows
  // are paired by what they say, so steps written in one millisecond each get their own; an
  // audit row no step claims stays an action.
  const steps = sources.steps ?? [];
  const stepsWaiting = new Map<string, number>();
  for (const step of steps) {
    const key = stepSays(step.createdAt, step.operatorId, step.step, step.progress, step.reason);
    stepsWaiting.set(key, (stepsWaiting.get(key) ?? 0) + 1);
  }
  const foldedIntoSteps = new Map<string, AuditEntry[]>();
  for (const entry of sources.audit) {
    if (SHOWN_ELSEWHERE.has(entry.action)) continue;
    if (entry.action === "ORDER_STATUS_SET") {
      const after = asFields(entry.after);
      const key = stepSays(entry.at, entry.operatorId, after.fulfilment, after.progress, after.reason);
      const waiting = stepsWaiting.get(key) ?? 0;
      if (waiting > 0) {
        stepsWaiting.set(key, waiting - 1);
        foldedIntoSteps.set(key, [...(foldedIntoSteps.get(key) ?? []), entry]);
        continue;
      }
    }
    const gold = goldMovementLine(entry);
    entries.push({
      at: entry.at,
      kind: "action",
      id: `audit:${entry.id}`,
      title: gold?.title ?? actionTitle(entry),
      detail: gold ? gold.detail : describeAuditChange(entry.before, entry.after, order.currency),
      operatorId: entry.operatorId,
    });
  }
  steps.forEach((step, index) => {
    const key = stepSays(step.createdAt, step.operatorId, step.step, step.progress, step.reason);
    const figure = step.progress ? ` · ${progressText(step.progress)}` : "";
    entries.push({
      at: step.createdAt,
      kind: "step",
      id: `step:${step.id}`,
      title: `Customer sees: ${fulfilmentLabel(step.step)}${figure}`,
      detail: stepDetail(takeAudit(foldedIntoSteps.get(key), steps[index - 1]?.step), step.reason, order.currency),
      operatorId: step.operatorId,
    });
  });
  for (const note of sources.notes) {
    entries.push({
      at: note.createdAt,
      kind: "note",
      id: `note:${note.id}`,
      title: "Note",
      detail: note.body,
      operatorId: note.operatorId,
    });
  }
  for (const refund of sources.refunds) {
    const ref = refund.providerRefundId ? ` (${refund.providerRefundId})` : "";
    const byHand = refund.sentBy ? ` by ${refund.sentBy}${refund.reference ? ` (${refund.reference})` : ""}` : "";
    const detail = [refund.reason ? `Reason: ${refund.reason}` : null, refund.error].filter(Boolean).join(" · ");
    entries.push({
      at: refund.createdAt,
      kind: "refund",
      id: `refund:${refund.id}`,
      title: `Refund of ${formatOrderMoney(refund.amountCents, refund.currency)}${byHand}: ${refund.status}${ref}`,
      detail: detail || null,
      operatorId: refund.operatorId,
    });
  }
  // Steps at the same instant stay in the order they were written (sources.steps is in that
  // order and the sort is stable); their ids are random.
  return entries.sort(
    (a, b) =>
      compare(a.at, b.at) ||
      RANK[a.kind] - RANK[b.kind] ||
      (a.kind === "step" && b.kind === "step" ? 0 : compare(a.id, b.id)),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const PROVIDER_NAMES: Record<string, string> = {
  stripe: "Stripe",
  square: "Square",
  demo: "Demo payments",
  manual: "Recorded by an operator",
};

/** What each event the shop records means to an operator; its raw name stays in brackets to find it at the provider. */
const EVENT_WORDS: Record<string, string> = {
  "checkout.session.completed": "checkout completed",
  "checkout.session.async_payment_succeeded": "payment cleared",
  "checkout.session.async_payment_failed": "payment failed",
  "checkout.session.expired": "checkout expired",
  "payment.created": "payment created",
  "payment.updated": "payment updated",
  "payment.succeeded": "payment succeeded",
  "payment.mismatch": "payment not accepted: the amount or currency did not match",
  "refund.created": "refund created",
  "refund.updated": "refund updated",
  "refund.requested": "refund confirmed",
  "charge.refunded": "refund reported",
  "charge.dispute.created": "dispute opened",
  "charge.dispute.closed": "dispute closed",
  "dispute.created": "dispute opened",
  "dispute.state.updated": "dispute updated",
  "manual.paid": "payment recorded, order paid",
  "manual.refund": "refund recorded",
};

/** "Stripe: checkout completed (checkout.session.completed)"; an event the shop has no words for keeps its name. */
export function paymentEventTitle(provider: string, eventType: string): string {
  const who = PROVIDER_NAMES[provider] ?? provider;
  const words = EVENT_WORDS[eventType];
  return words ? `${who}: ${words} (${eventType})` : `${who}: ${eventType}`;
}
