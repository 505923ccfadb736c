import { describe, expect, it } from "vitest";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import {
  afterPayment,
  nextOncePaid,
  type OrderKind,
  orderKind,
  orderWords,
  receiptNextSentence,
  stepSentence,
  whatWeDo,
} from "./order-words";

const GOLD = { sku: "osrs-gold" };
const CAPE = { sku: "fire-cape" };
const words = (kind: OrderKind) => ({ kind, rsn: "Zezima" });

describe("orderKind", () => {
  it("tells gold, services and both apart from the lines", () => {
    expect(orderKind([GOLD])).toBe("gold");
    expect(orderKind([CAPE])).toBe("services");
    expect(orderKind([CAPE, GOLD])).toBe("mixed");
    expect(orderKind([])).toBe("services");
    expect(orderWords({ lines: [GOLD], rsn: " Zezima " })).toEqual({ kind: "gold", rsn: "Zezima" });
  });
});

describe("what an order says it is", () => {
  it("trades gold to the buyer's name in game, and has a player from our team play a service's account", () => {
    expect(whatWeDo(words("gold"))).toBe("we trade your gold to Zezima in game");
    expect(whatWeDo(words("services"))).toBe("a player from our team plays your account");
    expect(whatWeDo(words("mixed"))).toBe(
      "we trade your gold to Zezima in game, and a player from our team plays your account",
    );
    expect(whatWeDo({ kind: "gold", rsn: "" })).toBe("we trade your gold to your RuneScape name in game");
  });

  it("says what happens once the money is in", () => {
    expect(afterPayment(words("gold"))).toBe("Once it has arrived, we trade your gold to Zezima in game.");
    expect(afterPayment(words("services"), "the payment has arrived in full")).toBe(
      "Once the payment has arrived in full, a player from our team starts on your order.",
    );
  });

  it("gives every step one sentence of what happens next, in the order's words", () => {
    for (const step of FULFILMENT_STATUSES) {
      const gold = stepSentence(step, words("gold"));
      const services = stepSentence(step, words("services"));
      const mixed = stepSentence(step, words("mixed"));
      for (const text of [gold, services, mixed]) {
        expect(text, step).not.toMatch(/booster|Queued/i);
        expect(text, step).toMatch(/(Next: |Nothing more).*\.$/);
      }
      // Nobody plays a gold buyer's account; a service buyer is traded no gold.
      expect(gold, step).not.toMatch(/player from our team|playing your account|work on your account/);
      expect(services, step).not.toMatch(/trade your gold|trading your gold/);
    }
    expect(stepSentence("queued", words("gold"))).toBe(
      "Your order is in the queue. Next: we trade your gold to Zezima in game, at the world and meeting place we give you with our trader's name.",
    );
    expect(stepSentence("queued", words("services"))).toBe(
      "Your order is in the queue. Next: a player from our team takes it on and starts playing your account.",
    );
    expect(stepSentence("in_progress", words("gold"))).toBe(
      "We are trading your gold to Zezima in game. Next: once all of it is traded, your order is delivered.",
    );
    expect(stepSentence("delivered", words("gold"))).toBe(
      "All your gold is traded to Zezima. Nothing more to do: thank you for choosing us.",
    );
    expect(stepSentence("delivered", words("services"))).toMatch(/change your password if you gave it to us\.$/);
  });

  it("says what comes after the payment on the receipt, as promised for gold beyond the stock", () => {
    expect(nextOncePaid(words("gold"))).toBe(
      "We trade your gold to Zezima in game; our team contacts you on live chat or by email with the world and the meeting place, usually within 15 minutes.",
    );
    expect(receiptNextSentence(words("gold"), true)).toBe(
      "What happens next: we trade your gold to Zezima in game; our team contacts you on live chat or by email with the world and the meeting place, at the time promised above.",
    );
    expect(receiptNextSentence(words("services"))).toBe(
      "What happens next: our team contacts you on live chat or by email to arrange the work, usually within 15 minutes; then a player from our team plays your account.",
    );
  });
});
