import { describe, expect, it } from "vitest";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import {
  PROGRESS_EMAIL_GAP_MS,
  STOP_EMAILS_LINE,
  stepEmail,
  stepEmailDue,
  stepEmailSubject,
  tradeEmail,
} from "./step-emails";

const PAGE = "https://shop.example/orders/RF-ABCDEFGH?k=token";
const SERVICES = { kind: "services", rsn: "Zezima" } as const;
const GOLD = { kind: "gold", rsn: "Zezima" } as const;
const base = { reference: "RF-ABCDEFGH", testMode: false, siteName: "RuneForge", pageUrl: PAGE, words: SERVICES };
const trade = { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" };

describe("step emails", () => {
  it("say the step, the figure, the reason, the link and how to stop them", () => {
    const progress = stepEmail({
      ...base,
      step: "in_progress",
      progress: { done: 120, target: 250, unit: "kills" },
      reason: null,
      trade: null,
    });
    expect(progress.subject).toBe("RuneForge order RF-ABCDEFGH: in progress");
    expect(progress.text).toContain(
      "A player from our team is playing your account for this order. Next: we tell you when it is done.",
    );
    expect(progress.text).toContain("Progress: 120 of 250 kills");
    expect(progress.text).toContain(`Follow your order: ${PAGE}`);
    expect(progress.text).toContain(`${STOP_EMAILS_LINE}: ${PAGE}`);

    const paused = stepEmail({ ...base, step: "paused", progress: null, reason: "Your account is logged in.", trade });
    expect(paused.text).toContain("Why: Your account is logged in.");
    expect(paused.text).toContain("Trade: World 420, Grand Exchange, with our trader RF Trader");
    for (const step of FULFILMENT_STATUSES) {
      expect(stepEmail({ ...base, step, progress: null, reason: null, trade: null }).text).toContain(STOP_EMAILS_LINE);
    }
  });

  it("say each step in the order's words, with what happens next: a gold order is traded, never played", () => {
    for (const step of FULFILMENT_STATUSES) {
      const gold = stepEmail({ ...base, words: GOLD, step, progress: null, reason: null, trade: null }).text;
      expect(gold, step).not.toMatch(/booster|player from our team|your account/i);
      const services = stepEmail({ ...base, step, progress: null, reason: null, trade: null }).text;
      expect(services, step).not.toMatch(/booster|trade your gold/i);
      if (step !== "cancelled" && step !== "delivered") {
        expect(gold, step).toContain("Next:");
        expect(services, step).toContain("Next:");
      }
    }
    const queued = stepEmail({ ...base, words: GOLD, step: "queued", progress: null, reason: null, trade: null });
    expect(queued.text).toContain("Next: we trade your gold to Zezima in game");
  });

  it("mark a test order's subject", () => {
    expect(stepEmailSubject({ ...base, testMode: true }, "delivered")).toBe(
      "[TEST] RuneForge order RF-ABCDEFGH: delivered",
    );
  });

  it("send the trade's details", () => {
    const email = tradeEmail({ ...base, trade });
    expect(email.subject).toBe("RuneForge order RF-ABCDEFGH: where to meet our trader");
    expect(email.text).toContain("World: 420");
    expect(email.text).toContain("Place: Grand Exchange");
    expect(email.text).toContain("Our trader's name: RF Trader");
    expect(email.text).toContain(STOP_EMAILS_LINE);
  });

  it("tell a customer paying with gold to trade the amount asked, not to receive gold", () => {
    const email = tradeEmail({ ...base, trade, goldPaymentTenths: 2_630 });
    expect(email.text).toContain("Meet our trader in game to pay with your gold: trade 263M.");
    expect(email.text).toContain("only the amount asked");
    expect(email.text).not.toContain("receive your gold");
  });

  it("send a new figure at most once per gap, any other step always", () => {
    const now = new Date("2026-11-27T10:00:00.000Z");
    const recent = new Date(now.getTime() - PROGRESS_EMAIL_GAP_MS + 1_000);
    const old = new Date(now.getTime() - PROGRESS_EMAIL_GAP_MS);
    expect(stepEmailDue({ from: "in_progress", to: "in_progress", now, lastProgressEmailAt: recent })).toBe(false);
    expect(stepEmailDue({ from: "in_progress", to: "in_progress", now, lastProgressEmailAt: old })).toBe(true);
    expect(stepEmailDue({ from: "in_progress", to: "in_progress", now, lastProgressEmailAt: null })).toBe(true);
    for (const to of ["queued", "paused", "delivered", "cancelled"] as const) {
      expect(stepEmailDue({ from: "in_progress", to, now, lastProgressEmailAt: recent })).toBe(true);
    }
    expect(stepEmailDue({ from: "paused", to: "in_progress", now, lastProgressEmailAt: recent })).toBe(true);
    expect(stepEmailDue({ from: "paused", to: "paused", now, lastProgressEmailAt: recent })).toBe(true);
  });
});
