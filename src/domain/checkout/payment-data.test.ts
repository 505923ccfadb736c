import { describe, expect, it } from "vitest";
import { paymentDataStatus } from "./payment-data";

const confirmed = { paid: true, notAccepted: false };
const unconfirmed = { paid: false, notAccepted: false };

describe("paymentDataStatus", () => {
  it("says paid only for a paid order the provider confirms", () => {
    expect(paymentDataStatus("paid", confirmed)).toBe("paid");
    expect(paymentDataStatus("paid", unconfirmed)).toBe("pending");
    expect(paymentDataStatus("pending", unconfirmed)).toBe("pending");
  });

  it("says review when the provider reported a payment the shop did not accept", () => {
    expect(paymentDataStatus("pending", { paid: true, notAccepted: true })).toBe("review");
  });

  it("keeps refunded and disputed orders as they are, whatever the provider still says about the payment", () => {
    expect(paymentDataStatus("refunded", confirmed)).toBe("refunded");
    expect(paymentDataStatus("disputed", confirmed)).toBe("disputed");
  });

  it("reads an expired order as cancelled", () => {
    expect(paymentDataStatus("expired", unconfirmed)).toBe("cancelled");
    expect(paymentDataStatus("cancelled", unconfirmed)).toBe("cancelled");
  });
});
