import { describe, expect, it } from "vitest";
import { formatOrderMoney } from "./order-money";

describe("formatOrderMoney", () => {
  it("formats dollars with the sign, grouping and two decimals, whatever the code's case", () => {
    expect(formatOrderMoney(17_000, "USD")).toBe("$170.00");
    expect(formatOrderMoney(123_456, "usd")).toBe("$1,234.56");
    expect(formatOrderMoney(5, "USD")).toBe("$0.05");
  });

  it("formats the shop's other currencies by their own sign", () => {
    expect(formatOrderMoney(4_140, "EUR")).toBe("€41.40");
  });

  it("keeps an unknown currency's amount exact", () => {
    expect(formatOrderMoney(1_500, "xyz")).toBe("1500 XYZ cents");
  });
});
