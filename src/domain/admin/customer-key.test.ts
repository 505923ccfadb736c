import { describe, expect, it } from "vitest";
import { CUSTOMER_KEY, customerPath, normaliseCustomerEmail } from "./customer-key";

describe("customer keys", () => {
  it("makes one customer of an email whatever its case and spaces", () => {
    expect(normaliseCustomerEmail("  Bob@Example.COM ")).toBe("bob@example.com");
  });

  it("accepts only base64url of a sealed email's length", () => {
    expect(CUSTOMER_KEY.test("a".repeat(40))).toBe(true);
    expect(CUSTOMER_KEY.test("bob@example.com")).toBe(false);
    expect(CUSTOMER_KEY.test("a".repeat(39))).toBe(false);
    expect(CUSTOMER_KEY.test(`${"a".repeat(40)}/..`)).toBe(false);
  });

  it("builds the customer page's path", () => {
    expect(customerPath("abc")).toBe("/admin/customers/abc");
  });
});
