import { describe, expect, it } from "vitest";
import { ORDER_CSV_COLUMNS, orderCsvHeader, orderCsvLine } from "./order-csv";

describe("order CSV", () => {
  it("writes a header and one line per order, guarding what customers typed", () => {
    expect(orderCsvHeader()).toBe(`${ORDER_CSV_COLUMNS.join(",")}\r\n`);
    expect(
      orderCsvLine({
        id: "o1",
        reference: "RF-ABCDEFGH",
        createdAt: "2026-11-26T10:00:00.000Z",
        paidAt: null,
        status: "pending",
        fulfilment: "queued",
        method: "zelle",
        provider: "manual",
        testMode: true,
        email: "ada@example.com",
        rsn: "=cmd|' /C calc'!A0",
        totalCents: 3_150,
        refundedCents: 0,
        currency: "USD",
      }),
    ).toBe(
      "RF-ABCDEFGH,2026-11-26T10:00:00.000Z,,pending,queued,zelle,manual,test,ada@example.com,'=cmd|' /C calc'!A0,3150,0,0,USD\r\n",
    );
  });

  it("gives a paid order's revenue as the dashboard counts it: charged less refunded", () => {
    const line = orderCsvLine({
      id: "o2",
      reference: "RF-BCDEFGHJ",
      createdAt: "2026-11-26T10:00:00.000Z",
      paidAt: "2026-11-26T10:05:00.000Z",
      status: "paid",
      fulfilment: "queued",
      method: "card",
      provider: "stripe",
      testMode: false,
      email: "ada@example.com",
      rsn: "Zezima",
      totalCents: 3_937,
      refundedCents: 1_000,
      currency: "USD",
    });
    expect(line.split(",").slice(-4)).toEqual(["3937", "1000", "2937", "USD\r\n"]);
  });
});
