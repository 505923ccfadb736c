import { describe, expect, it } from "vitest";
import { MANUAL_METHODS } from "@/domain/checkout/methods";
import { normaliseRsn } from "@/domain/players/runescape-name";
import {
  checkReceivedMillions,
  checkSellAmount,
  checkSellDay,
  cleanSellText,
  DEFAULT_SELL_LIMITS,
  decideSellAction,
  isFinalSellState,
  maskPayoutDetails,
  proRataPayoutCents,
  rsnKey,
  SELL_PAYOUT_METHODS,
  SELL_REFERENCE_PATTERN,
  sellLimitsFrom,
  sellOrderEmail,
  sellOrderReference,
  sellOrderState,
  sellQuote,
  sellSteps,
  utcDayBounds,
} from "./sell-orders";

const limits = DEFAULT_SELL_LIMITS;

describe("sell orders", () => {
  it("pays out with the checkout's manual methods, except gold itself", () => {
    expect([...SELL_PAYOUT_METHODS]).toEqual(MANUAL_METHODS.filter((method) => method !== "gold"));
  });

  it("makes SG- references distinct from buy orders", () => {
    const reference = sellOrderReference(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 255]));
    expect(reference).toMatch(SELL_REFERENCE_PATTERN);
    expect(reference.startsWith("RF-")).toBe(false);
  });

  it("checks the amount: whole, minimum, per order", () => {
    expect(checkSellAmount(100, limits)).toEqual({ ok: true, millions: 100 });
    expect(checkSellAmount(99, limits).ok).toBe(false);
    expect(checkSellAmount(100.5, limits).ok).toBe(false);
    expect(checkSellAmount(Number.NaN, limits).ok).toBe(false);
    expect(checkSellAmount(10_000, limits).ok).toBe(true);
    expect(checkSellAmount(10_001, limits)).toMatchObject({ ok: false, message: expect.stringMatching(/10,000M/) });
  });

  it("checks the player's UTC day", () => {
    expect(checkSellDay(5_000, 15_000, limits).ok).toBe(true);
    expect(checkSellDay(5_001, 15_000, limits)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/5,000M today/),
    });
    expect(checkSellDay(100, 19_950, limits)).toMatchObject({ ok: false, message: expect.stringMatching(/tomorrow/) });
    expect(utcDayBounds(new Date("2026-12-05T23:59:59.999Z"))).toEqual({
      from: "2026-12-05T00:00:00.000Z",
      to: "2026-12-06T00:00:00.000Z",
    });
  });

  it("takes an RSN as the game does", () => {
    expect(normaliseRsn("  Zezima  ")).toBe("Zezima");
    expect(normaliseRsn("Iron  Man_1")).toBe("Iron Man_1");
    expect(normaliseRsn("")).toBeNull();
    expect(normaliseRsn("thirteen-char")).toBeNull();
    expect(normaliseRsn("<script>")).toBeNull();
    expect(rsnKey("Iron Man")).toBe(rsnKey("iron_man"));
    expect(rsnKey("Iron-Man")).toBe(rsnKey("IRON MAN"));
  });

  it("fixes the quote at the buy rate for the quote's minutes", () => {
    const now = new Date("2026-12-05T10:00:00.000Z");
    const quote = sellQuote(1_000, { sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 12_000 }, limits, now);
    expect(quote).toEqual({ rateMillicentsPerMillion: 12_000, cents: 12_000, expiresAt: "2026-12-05T10:30:00.000Z" });
  });

  it("reads an accepted quote past its end as expired, and nothing else", () => {
    const expiresAt = "2026-12-05T10:30:00.000Z";
    expect(sellOrderState({ status: "accepted", quoteExpiresAt: expiresAt }, new Date("2026-12-05T10:29:59Z"))).toBe(
      "accepted",
    );
    expect(sellOrderState({ status: "accepted", quoteExpiresAt: expiresAt }, new Date("2026-12-05T10:30:00Z"))).toBe(
      "expired",
    );
    expect(sellOrderState({ status: "arranged", quoteExpiresAt: expiresAt }, new Date("2027-01-01T00:00:00Z"))).toBe(
      "arranged",
    );
  });

  it("allows each action only from its states", () => {
    expect(decideSellAction("accepted", "arrange").ok).toBe(true);
    expect(decideSellAction("expired", "arrange").ok).toBe(false);
    expect(decideSellAction("accepted", "receive").ok).toBe(false);
    expect(decideSellAction("arranged", "receive").ok).toBe(true);
    expect(decideSellAction("received", "receive").ok).toBe(false);
    expect(decideSellAction("received", "pay").ok).toBe(true);
    expect(decideSellAction("paid", "pay").ok).toBe(false);
    expect(decideSellAction("expired", "decline").ok).toBe(true);
    expect(decideSellAction("received", "decline")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/before/),
    });
  });

  it("checks the millions received and pays pro rata", () => {
    expect(checkReceivedMillions(1_000, 1_000).ok).toBe(true);
    expect(checkReceivedMillions(1_001, 1_000).ok).toBe(false);
    expect(checkReceivedMillions(0, 1_000).ok).toBe(false);
    expect(checkReceivedMillions(1.5, 1_000).ok).toBe(false);
    expect(proRataPayoutCents(12_000, 1_000, 1_000)).toBe(12_000);
    expect(proRataPayoutCents(12_000, 1_000, 500)).toBe(6_000);
    expect(proRataPayoutCents(1_333, 300, 100)).toBe(444);
  });

  it("masks payout details", () => {
    expect(maskPayoutDetails("player@example.com")).toBe("••••.com");
    expect(maskPayoutDetails("short")).toBe("••••");
    expect(maskPayoutDetails("bc1qxyz0000000000009876")).not.toContain("bc1q");
  });

  it("writes each step's email with the page link", () => {
    const email = sellOrderEmail({
      kind: "arranged",
      siteName: "RuneForge",
      reference: "SG-ABCDEFGH",
      pageUrl: "https://shop.test/sell-orders/SG-ABCDEFGH?k=t",
      millions: 500,
      quoteCents: 6_000,
      quoteExpiresAt: "2026-12-05T10:30:00.000Z",
      trade: { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" },
    });
    expect(email.subject).toBe("RuneForge: Your trade is arranged: SG-ABCDEFGH");
    expect(email.text).toContain("world 420 at Grand Exchange");
    expect(email.text).toContain("https://shop.test/sell-orders/SG-ABCDEFGH?k=t");
    const paid = sellOrderEmail({
      kind: "paid",
      siteName: "R",
      reference: "SG-A",
      pageUrl: "u",
      millions: 500,
      quoteCents: 6_000,
      quoteExpiresAt: "2026-12-05T10:30:00.000Z",
      payoutCents: 6_000,
      payoutReference: "TX-9",
    });
    expect(paid.text).toContain("$60.00 (reference TX-9)");
  });

  it("reads the limits from the operator's gold settings", () => {
    expect(sellLimitsFrom({ sellQuoteMinutes: 15, sellMaxMillionsPerOrder: 500, sellMaxMillionsPerDay: 900 })).toEqual({
      quoteMinutes: 15,
      maxMillionsPerOrder: 500,
      maxMillionsPerDay: 900,
    });
  });

  it("keeps typed text to one clean line within its length", () => {
    expect(cleanSellText("  Mule 1 ", 12)).toBe("Mule 1");
    expect(cleanSellText("   ", 12)).toBeNull();
    expect(cleanSellText("x".repeat(13), 12)).toBeNull();
    expect(cleanSellText("a\tb", 12)).toBeNull();
    expect(cleanSellText("a\nb", 12)).toBeNull();
    expect(cleanSellText("a\nb", 12, true)).toBe("a\nb");
  });

  it("marks the steps done and knows when a sale can no longer move", () => {
    expect(sellSteps("received").map((step) => step.done)).toEqual([true, true, true, false]);
    expect(sellSteps("declined").map((step) => step.done)).toEqual([true, false, false, false]);
    expect(isFinalSellState("paid")).toBe(true);
    expect(isFinalSellState("expired")).toBe(true);
    expect(isFinalSellState("arranged")).toBe(false);
  });
});
