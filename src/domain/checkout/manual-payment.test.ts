import { describe, expect, it } from "vitest";
import { NO_PAYMENT_DETAILS, payToFor } from "@/domain/settings/payment-details";
import { manualOrderIdentity, manualPaymentSteps, repeatWindowStart } from "./manual-payment";
import { MANUAL_METHODS } from "./methods";

const order = { reference: "RF-7K2M9QAB", totalCents: 17_400 };
const profile = { email: "Ada@Example.com", name: "Ada", phone: "", rsn: "Zezima" };
const base = {
  cartUuid: "0b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e",
  method: "zelle" as const,
  profile,
  lines: [],
  totalCents: 100,
};

describe("manualPaymentSteps", () => {
  it("names, for every manual method, who contacts the buyer and when, the amount and reference, the proof and the expiry", () => {
    for (const method of MANUAL_METHODS) {
      const text = manualPaymentSteps({ ...order, method }).join(" ");
      expect(text, method).toContain("within 15 minutes");
      expect(text, method).toContain("$174.00");
      expect(text, method).toContain("RF-7K2M9QAB");
      expect(text, method).toMatch(/Send (a screenshot|the transaction id)/);
      expect(text, method).toContain("24 hours");
    }
  });

  it("tells a crypto buyer to cover network fees and send the transaction hash, a Zelle buyer to use the memo", () => {
    expect(manualPaymentSteps({ ...order, method: "crypto" }).join(" ")).toMatch(
      /network fees.*transaction id \(hash\)/,
    );
    expect(manualPaymentSteps({ ...order, method: "zelle" }).join(" ")).toContain("order reference in the memo");
  });
});

describe("manualPaymentSteps with the shop's payment details", () => {
  const details = {
    ...NO_PAYMENT_DETAILS,
    zelle: "pay@runeforge.gg",
    btc: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
    usdt: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
    instructions: "Payments are checked by hand from 9:00 to 23:00 UTC.",
  };

  it("tells a Zelle buyer where to pay at once, instead of waiting for the team", () => {
    const steps = manualPaymentSteps({ ...order, method: "zelle" }, payToFor("zelle", details));
    expect(steps[0]).toBe("Pay $174.00 by Zelle to pay@runeforge.gg.");
    expect(steps[1]).toBe("Put your order reference in the memo, and quote RF-7K2M9QAB.");
    expect(steps).toContain("Payments are checked by hand from 9:00 to 23:00 UTC.");
    expect(steps.join(" ")).not.toContain("Our team contacts you");
    expect(steps.join(" ")).toContain("24 hours");
  });

  it("lists every wallet set for crypto with its network, and says to send at least the total", () => {
    const steps = manualPaymentSteps({ ...order, method: "crypto" }, payToFor("crypto", details));
    expect(steps[0]).toBe(
      "Pay $174.00 by Cryptocurrency to one of these: Bitcoin (BTC): bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq; Tether (USDT) on the TRC-20 (Tron) network: TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf.",
    );
    expect(steps[1]).toContain("Send at least the USD total after network fees");
  });

  it("keeps the old words for a method with nothing set", () => {
    expect(manualPaymentSteps({ ...order, method: "venmo" }, payToFor("venmo", details))).toEqual(
      manualPaymentSteps({ ...order, method: "venmo" }),
    );
  });
});

describe("manualOrderIdentity", () => {
  it("is the same for the same cart and content, whatever the email's case", () => {
    expect(manualOrderIdentity(base)).toBe(
      manualOrderIdentity({ ...base, profile: { ...profile, email: "ada@example.com" } }),
    );
  });

  it("differs for another cart uuid, method, contact detail or total", () => {
    const same = manualOrderIdentity(base);
    expect(manualOrderIdentity({ ...base, cartUuid: "1b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e" })).not.toBe(same);
    expect(manualOrderIdentity({ ...base, method: "crypto" })).not.toBe(same);
    expect(manualOrderIdentity({ ...base, profile: { ...profile, rsn: "Lynx Titan" } })).not.toBe(same);
    expect(manualOrderIdentity({ ...base, totalCents: 101 })).not.toBe(same);
  });
});

describe("repeatWindowStart", () => {
  it("is ten minutes before now", () => {
    expect(repeatWindowStart(new Date("2026-11-26T12:10:00.000Z")).toISOString()).toBe("2026-11-26T12:00:00.000Z");
  });
});
