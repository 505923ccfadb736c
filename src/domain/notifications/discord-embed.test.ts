import { describe, expect, it } from "vitest";
import {
  DISCORD_EMBED_LIMITS,
  type DiscordEmbed,
  discordEventLabel,
  discordPayloadFor,
  embedLength,
  fitEmbed,
  isOrderEvent,
  type NotifiedItem,
  type ShopEvent,
} from "./discord-embed";

const SITE = "https://shop.example";
const AT = new Date("2026-11-27T10:00:00.000Z");
const ITEMS: NotifiedItem[] = [
  { name: "Fire Cape", subName: "Zerker", count: 1 },
  { name: "Vorkath", subName: "30 kills · Awakened", count: 30 },
  { name: "Dragon Slayer II", subName: "", count: 2 },
];
const ORDER = { orderId: "ord-1", reference: "RF-ABCD2345", items: ITEMS, currency: "USD", testMode: false, at: AT };

const fieldsOf = (event: ShopEvent) =>
  Object.fromEntries(discordPayloadFor(event, SITE).embeds[0].fields.map((field) => [field.name, field.value]));

describe("discordPayloadFor", () => {
  it("tells a paid order: reference, amount, method, items, back-office link and time", () => {
    const payload = discordPayloadFor(
      { ...ORDER, kind: "order-paid", totalCents: 3_150, method: "card", late: false },
      SITE,
    );
    const [embed] = payload.embeds;
    expect(embed.title).toBe("Order paid: RF-ABCD2345");
    expect(embed.url).toBe("https://shop.example/admin/orders/ord-1");
    // Named as the order page names them: a quantity said once, in the options when they say it.
    expect(embed.description).toBe("Fire Cape (Zerker)\nVorkath (30 kills · Awakened)\nDragon Slayer II × 2");
    expect(embed.timestamp).toBe("2026-11-27T10:00:00.000Z");
    expect(embed.footer).toBeUndefined();
    expect(Object.fromEntries(embed.fields.map((field) => [field.name, field.value]))).toEqual({
      Reference: "RF-ABCD2345",
      Amount: "$31.50",
      Method: "card",
      "Back office": "https://shop.example/admin/orders/ord-1",
    });
    expect(payload.allowed_mentions).toEqual({ parse: [] });
  });

  it("marks a test order and a late payment", () => {
    const payload = discordPayloadFor(
      { ...ORDER, testMode: true, kind: "order-paid", totalCents: 100, method: "card", late: true },
      SITE,
    );
    expect(payload.embeds[0].footer?.text).toMatch(/TEST/);
    expect(payload.embeds[0].fields.map((field) => field.name)).toContain("Note");
  });

  it("tells a manual order waiting for payment, a refund and a dispute with their own amounts", () => {
    expect(fieldsOf({ ...ORDER, kind: "manual-order", totalCents: 14_250, method: "zelle" })).toMatchObject({
      "Amount due": "$142.50",
      Method: "zelle",
    });
    expect(fieldsOf({ ...ORDER, kind: "refund", refundedCents: 1_000, totalCents: 3_150, full: false })).toMatchObject({
      Refunded: "$10.00",
      "Order total": "$31.50",
      Kind: "Partial refund",
    });
    expect(
      fieldsOf({ ...ORDER, currency: "eur", kind: "dispute-opened", disputedCents: 3_150, reason: "fraudulent" }),
    ).toMatchObject({ Disputed: "31.50 EUR", Reason: "fraudulent" });
    expect(fieldsOf({ ...ORDER, kind: "dispute-closed", outcome: "won" })).toMatchObject({ Outcome: "won" });
  });

  it("tells a new message with a link to it in the inbox, and its order for a question", () => {
    const payload = discordPayloadFor(
      { kind: "message", messageId: "msg-9", source: "order-page", reference: "RF-ABCD2345", at: AT },
      SITE,
    );
    const [embed] = payload.embeds;
    expect(embed.url).toBe("https://shop.example/admin/messages/msg-9");
    expect(
      fieldsOf({ kind: "message", messageId: "msg-9", source: "order-page", reference: "RF-ABCD2345", at: AT }),
    ).toEqual({
      From: "Order page question",
      Order: "RF-ABCD2345",
      Inbox: "https://shop.example/admin/messages/msg-9",
    });
    expect(discordEventLabel({ kind: "message", messageId: "m", source: "contact", at: AT })).toBe(
      "Discord: New message",
    );
  });

  it("tells the gold stock running low, with the figures and a link to the book, and no order", () => {
    const event: ShopEvent = {
      kind: "gold-low-stock",
      availableTenths: 9_500,
      thresholdTenths: 10_000,
      onHandTenths: 12_000,
      at: AT,
    };
    const [embed] = discordPayloadFor(event, SITE).embeds;
    expect(embed.title).toBe("Gold stock low");
    expect(embed.url).toBe("https://shop.example/admin/gold");
    expect(fieldsOf(event)).toEqual({
      Available: "950M",
      "On hand": "1,200M",
      Threshold: "1,000M",
      "Back office": "https://shop.example/admin/gold",
    });
    expect(discordEventLabel(event)).toBe("Discord: Gold stock low");
    expect(isOrderEvent(event)).toBe(false);
  });

  it("tells a waiting chat with how long and where, linking the console", () => {
    const event: ShopEvent = { kind: "chat-waiting", waitingMinutes: 6, page: "/infernal-cape", at: AT };
    const [embed] = discordPayloadFor(event, SITE).embeds;
    expect(embed.title).toBe("A chat is waiting");
    expect(embed.url).toBe("https://shop.example/admin/chat");
    expect(fieldsOf(event)).toEqual({
      Waiting: "6 min",
      "On page": "/infernal-cape",
      "Back office": "https://shop.example/admin/chat",
    });
    expect(isOrderEvent(event)).toBe(false);
  });

  it("keeps a huge order within every limit, saying how many items were left out", () => {
    const items = Array.from({ length: 400 }, (_, index) => ({
      name: `Product ${index} ${"x".repeat(60)}`,
      subName: "y".repeat(40),
      count: index + 1,
    }));
    const payload = discordPayloadFor(
      { ...ORDER, items, kind: "order-paid", totalCents: 1, method: "card", late: false },
      SITE,
    );
    const [embed] = payload.embeds;
    expect(embed.description.length).toBeLessThanOrEqual(DISCORD_EMBED_LIMITS.description);
    expect(embedLength(embed)).toBeLessThanOrEqual(DISCORD_EMBED_LIMITS.total);
    const more = embed.description.split("\n").at(-1) ?? "";
    const shown = embed.description.split("\n").length - 1;
    expect(more).toBe(`… and ${400 - shown} more items`);
    expect(shown).toBeGreaterThan(10);
  });
});

describe("fitEmbed", () => {
  it("cuts every text to Discord's limits and the whole to 6,000 characters", () => {
    const long = (n: number) => "z".repeat(n);
    const embed: DiscordEmbed = {
      title: long(300),
      url: SITE,
      description: long(5_000),
      color: 0,
      fields: Array.from({ length: 30 }, () => ({ name: long(300), value: long(2_000) })),
      timestamp: AT.toISOString(),
      footer: { text: long(3_000) },
    };
    const fitted = fitEmbed(embed);
    expect(fitted.title.length).toBe(DISCORD_EMBED_LIMITS.title);
    expect(fitted.description.length).toBeLessThanOrEqual(DISCORD_EMBED_LIMITS.description);
    expect(fitted.fields.length).toBeLessThanOrEqual(DISCORD_EMBED_LIMITS.fields);
    for (const field of fitted.fields) {
      expect(field.name.length).toBeLessThanOrEqual(DISCORD_EMBED_LIMITS.fieldName);
      expect(field.value.length).toBeLessThanOrEqual(DISCORD_EMBED_LIMITS.fieldValue);
    }
    expect(fitted.footer?.text.length).toBe(DISCORD_EMBED_LIMITS.footer);
    expect(embedLength(fitted)).toBeLessThanOrEqual(DISCORD_EMBED_LIMITS.total);
  });

  it("leaves an embed within the limits as it was", () => {
    const embed = discordPayloadFor({ ...ORDER, kind: "dispute-closed", outcome: "lost" }, SITE).embeds[0];
    expect(fitEmbed(embed)).toEqual(embed);
  });
});
