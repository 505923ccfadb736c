import { formatTenths } from "@/domain/gold/gold-units";
import { centsToDecimalText, formatUsd } from "@/domain/money/money";
import { lineLabel } from "@/domain/orders/line-label";

/*
 * What the shop's Discord channel is told: one embed per event, built only from what is
 * named here. The event types carry no field for the customer's email, name, phone, RSN, message
 * text or payment references, so none can reach the channel: a webhook post is readable by anyone
 * in the channel and kept by Discord for good. Discord refuses an embed over its limits, and a
 * refused post is never retried, so every text is cut to fit here.
 */

/** Discord's documented embed limits, in characters. */
export const DISCORD_EMBED_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  total: 6000,
} as const;

export type DiscordEmbedField = { name: string; value: string; inline?: boolean };

export type DiscordEmbed = {
  title: string;
  url: string;
  description: string;
  color: number;
  fields: DiscordEmbedField[];
  timestamp: string;
  footer?: { text: string };
};

/** The webhook body: one embed, and no mention of anyone whatever a product name says. */
export type DiscordPayload = { embeds: [DiscordEmbed]; allowed_mentions: { parse: [] } };

export type NotifiedItem = { name: string; subName: string; count: number };

type OrderFacts = {
  orderId: string;
  reference: string;
  items: NotifiedItem[];
  currency: string;
  testMode: boolean;
  at: Date;
};

export type ShopEvent =
  | (OrderFacts & { kind: "order-paid"; totalCents: number; method: string; late: boolean })
  | (OrderFacts & { kind: "manual-order"; totalCents: number; method: string })
  | (OrderFacts & { kind: "refund"; refundedCents: number; totalCents: number; full: boolean })
  | (OrderFacts & { kind: "dispute-opened"; disputedCents: number; reason: string })
  | (OrderFacts & { kind: "dispute-closed"; outcome: string })
  | { kind: "message"; messageId: string; source: "contact" | "checkout" | "order-page"; reference?: string; at: Date }
  /** A movement took the available gold below the owner's threshold (once per crossing). */
  | { kind: "gold-low-stock"; availableTenths: number; thresholdTenths: number; onHandTenths: number; at: Date }
  /** A live chat's visitor has waited longer than the owner's setting (once per wait). */
  | { kind: "chat-waiting"; waitingMinutes: number; page: string | null; at: Date };

type ShopNotice = Extract<ShopEvent, { kind: "message" | "gold-low-stock" | "chat-waiting" }>;
type OrderEvent = Exclude<ShopEvent, ShopNotice>;

/** Whether the event is about an order (its post links the order and names its reference). */
export function isOrderEvent(event: ShopEvent): event is OrderEvent {
  return event.kind !== "message" && event.kind !== "gold-low-stock" && event.kind !== "chat-waiting";
}

const COLOURS = {
  "order-paid": 0x2e9e5b,
  "manual-order": 0xd9a21b,
  refund: 0x6b7a8f,
  "dispute-opened": 0xc0392b,
  "dispute-closed": 0x8e44ad,
  message: 0x3b82c4,
  "gold-low-stock": 0xc0392b,
  "chat-waiting": 0xd9a21b,
} as const;

const SOURCES = { contact: "Contact form", checkout: "Checkout (chat fallback)", "order-page": "Order page question" };

/** "$12.50" for USD, "12.50 EUR" for another currency (a refund or dispute may name one). */
export function formatAmount(cents: number, currency: string): string {
  return currency.toUpperCase() === "USD" ? formatUsd(cents) : `${centsToDecimalText(cents)} ${currency.toUpperCase()}`;
}

/** The embed for one event; `siteUrl` is where the back office links start. */
export function discordPayloadFor(event: ShopEvent, siteUrl: string): DiscordPayload {
  const embed = isOrderEvent(event)
    ? orderEmbed(event, siteUrl)
    : event.kind === "message"
      ? messageEmbed(event, siteUrl)
      : event.kind === "chat-waiting"
        ? chatWaitingEmbed(event, siteUrl)
        : lowStockEmbed(event, siteUrl);
  return { embeds: [fitEmbed(embed)], allowed_mentions: { parse: [] } };
}

/** A short line for the outbox row's subject, what the back office's order timeline shows. */
export function discordEventLabel(event: ShopEvent): string {
  const what = TITLES[event.kind];
  return isOrderEvent(event) ? `Discord: ${what} ${event.reference}` : `Discord: ${what}`;
}

const TITLES = {
  "order-paid": "Order paid",
  "manual-order": "Manual order awaiting payment",
  refund: "Refund",
  "dispute-opened": "Dispute opened",
  "dispute-closed": "Dispute closed",
  message: "New message",
  "gold-low-stock": "Gold stock low",
  "chat-waiting": "A chat is waiting",
} as const;

function orderEmbed(event: OrderEvent, siteUrl: string): DiscordEmbed {
  const amount = (cents: number) => formatAmount(cents, event.currency);
  const fields: DiscordEmbedField[] = [{ name: "Reference", value: event.reference, inline: true }];
  switch (event.kind) {
    case "order-paid":
      fields.push({ name: "Amount", value: amount(event.totalCents), inline: true });
      fields.push({ name: "Method", value: event.method, inline: true });
      if (event.late)
        fields.push({ name: "Note", value: "Paid after the order had closed: check it before delivering." });
      break;
    case "manual-order":
      fields.push({ name: "Amount due", value: amount(event.totalCents), inline: true });
      fields.push({ name: "Method", value: event.method, inline: true });
      break;
    case "refund":
      fields.push({ name: "Refunded", value: amount(event.refundedCents), inline: true });
      fields.push({ name: "Order total", value: amount(event.totalCents), inline: true });
      fields.push({ name: "Kind", value: event.full ? "Full refund" : "Partial refund", inline: true });
      break;
    case "dispute-opened":
      fields.push({ name: "Disputed", value: amount(event.disputedCents), inline: true });
      fields.push({ name: "Reason", value: event.reason, inline: true });
      break;
    case "dispute-closed":
      fields.push({ name: "Outcome", value: event.outcome, inline: true });
      break;
  }
  const backOffice = new URL(`/admin/orders/${encodeURIComponent(event.orderId)}`, siteUrl).toString();
  fields.push({ name: "Back office", value: backOffice });
  return {
    title: `${TITLES[event.kind]}: ${event.reference}`,
    url: backOffice,
    description: itemList(event.items),
    color: COLOURS[event.kind],
    fields,
    timestamp: event.at.toISOString(),
    ...(event.testMode ? { footer: { text: "TEST order: no real money moved" } } : {}),
  };
}

function messageEmbed(event: Extract<ShopEvent, { kind: "message" }>, siteUrl: string): DiscordEmbed {
  const inbox = new URL(`/admin/messages/${encodeURIComponent(event.messageId)}`, siteUrl).toString();
  const fields: DiscordEmbedField[] = [{ name: "From", value: SOURCES[event.source], inline: true }];
  if (event.reference) fields.push({ name: "Order", value: event.reference, inline: true });
  fields.push({ name: "Inbox", value: inbox });
  return {
    title: TITLES.message,
    url: inbox,
    description: "Read and answer it in the back office inbox.",
    color: COLOURS.message,
    fields,
    timestamp: event.at.toISOString(),
  };
}

function chatWaitingEmbed(event: Extract<ShopEvent, { kind: "chat-waiting" }>, siteUrl: string): DiscordEmbed {
  const chatConsole = new URL("/admin/chat", siteUrl).toString();
  // The page is the shop's own path (the visitor's words never reach Discord).
  const fields: DiscordEmbedField[] = [{ name: "Waiting", value: `${event.waitingMinutes} min`, inline: true }];
  if (event.page) fields.push({ name: "On page", value: event.page, inline: true });
  fields.push({ name: "Back office", value: chatConsole });
  return {
    title: TITLES["chat-waiting"],
    url: chatConsole,
    description: "A visitor has waited for an answer on the live chat.",
    color: COLOURS["chat-waiting"],
    fields,
    timestamp: event.at.toISOString(),
  };
}

function lowStockEmbed(event: Extract<ShopEvent, { kind: "gold-low-stock" }>, siteUrl: string): DiscordEmbed {
  const book = new URL("/admin/gold", siteUrl).toString();
  return {
    title: TITLES["gold-low-stock"],
    url: book,
    description: `Available gold fell below ${formatTenths(event.thresholdTenths)}: restock before orders wait for it.`,
    color: COLOURS["gold-low-stock"],
    fields: [
      { name: "Available", value: formatTenths(event.availableTenths), inline: true },
      { name: "On hand", value: formatTenths(event.onHandTenths), inline: true },
      { name: "Threshold", value: formatTenths(event.thresholdTenths), inline: true },
      { name: "Back office", value: book },
    ],
    timestamp: event.at.toISOString(),
  };
}

/**
 * One line per item, named as the order page and the emails name it ("Vorkath (30 kills · Awakened)",
 * "Quest × 3"), so the team reads a quantity once; the list stops, saying how many are left, where
 * it would not fit.
 */
function itemList(items: readonly NotifiedItem[]): string {
  if (items.length === 0) return "No items";
  const budget = ITEMS_BUDGET;
  const lines: string[] = [];
  let used = 0;
  for (const [index, item] of items.entries()) {
    const line = lineLabel(item);
    const rest = items.length - index - 1;
    // Room is kept for the "and N more" line unless this is the last item.
    const reserve = rest > 0 ? moreLine(rest).length + 1 : 0;
    if (used + line.length + 1 + reserve > budget) {
      lines.push(moreLine(items.length - index));
      return lines.join("\n");
    }
    lines.push(line);
    used += line.length + 1;
  }
  return lines.join("\n");
}

const moreLine = (count: number) => `… and ${count} more item${count === 1 ? "" : "s"}`;

/*
 * The items get what the total leaves after the other texts at their largest here (title,
 * five short fields, the back-office link and the footer come to well under 1,000 characters).
 */
const ITEMS_BUDGET = 3_500;

/** Cuts every text to Discord's limits, then the description until the whole embed fits the total. */
export function fitEmbed(embed: DiscordEmbed): DiscordEmbed {
  const limits = DISCORD_EMBED_LIMITS;
  const fields = embed.fields.slice(0, limits.fields).map((field) => ({
    ...field,
    name: cut(field.name, limits.fieldName),
    value: cut(field.value, limits.fieldValue),
  }));
  const fitted: DiscordEmbed = {
    ...embed,
    title: cut(embed.title, limits.title),
    description: cut(embed.description, limits.description),
    fields,
    ...(embed.footer ? { footer: { text: cut(embed.footer.text, limits.footer) } } : {}),
  };
  const over = embedLength(fitted) - limits.total;
  if (over > 0) fitted.description = cut(fitted.description, Math.max(1, fitted.description.length - over));
  // Only fields longer than this shop ever writes could still be over: the last ones go.
  while (embedLength(fitted) > limits.total && fitted.fields.length > 0) fitted.fields.pop();
  return fitted;
}

/** The characters Discord counts against the 6,000 total. */
export function embedLength(embed: DiscordEmbed): number {
  const fields = embed.fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  return embed.title.length + embed.description.length + fields + (embed.footer?.text.length ?? 0);
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1)}…`;
}
