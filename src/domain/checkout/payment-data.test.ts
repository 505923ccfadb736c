import { describe, expect, it } from "vitest";
import { paymentDataSchema, paymentDataStatus } from "./payment-data";

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

describe("paymentDataSchema", () => {
  const data = {
    name: "Ann",
    email: "ann@example.com",
    phone: "",
    fireEvent: true,
    price: 31.5,
    reference: "RF-1",
    status: "paid",
    transactionId: "RF-1",
    lines: [],
    totals: { subtotalCents: 3500, discountCents: 350, totalCents: 3150 },
  };

  it("reads what getPaymentData answers", () => {
    expect(paymentDataSchema.parse(data)).toEqual(data);
  });

  it("refuses a status the return page has no words for", () => {
    expect(paymentDataSchema.safeParse({ ...data, status: "shipped" }).success).toBe(false);
  });
});
