import { describe, expect, it } from "vitest";
import { placeOrderRequestSchema, placeOrderResponseSchema, priceChangedErrorSchema } from "./checkout-order";

const totals = { subtotalCents: 3500, discountCents: 350, totalCents: 3150 };

describe("the checkout order contract", () => {
  it("answers a provider's page to go to, or a manual order", () => {
    const orderPath = "/orders/RF-ABCDEFGH?k=abc_DEF-123";
    const redirect = {
      kind: "redirect",
      reference: "RF-1",
      redirectUrl: "https://pay.example/s",
      totalCents: 3150,
      orderPath,
    };
    expect(placeOrderResponseSchema.parse(redirect)).toEqual(redirect);
    const demo = { ...redirect, redirectUrl: "/test-payment?session=demo_1" };
    expect(placeOrderResponseSchema.safeParse(demo).success).toBe(true);
    const manual = {
      kind: "manual",
      reference: "RF-2",
      method: "zelle",
      totalCents: 3150,
      steps: ["Pay $31.50 by Zelle."],
      orderPath,
    };
    expect(placeOrderResponseSchema.parse(manual)).toEqual(manual);
    // The steps are what the confirmation shows; an answer without them is not a manual order.
    expect(placeOrderResponseSchema.safeParse({ ...manual, steps: undefined }).success).toBe(false);
  });

  it("never sends the browser to a script or another site's relative address", () => {
    for (const redirectUrl of ["javascript:alert(1)", "//evil.example/", ""]) {
      const answer = { kind: "redirect", reference: "RF-1", redirectUrl, totalCents: 1, orderPath: "/orders/RF-1?k=a" };
      expect(placeOrderResponseSchema.safeParse(answer).success).toBe(false);
    }
  });

  it("carries a link to the order's page on this site only", () => {
    const answer = { kind: "redirect", reference: "RF-1", redirectUrl: "/test-payment", totalCents: 1 };
    expect(placeOrderResponseSchema.safeParse({ ...answer, orderPath: "/orders/RF-1?k=a" }).success).toBe(true);
    for (const orderPath of ["https://evil.example/orders/RF-1?k=a", "//evil.example/", "/orders/RF-1", undefined]) {
      expect(placeOrderResponseSchema.safeParse({ ...answer, orderPath }).success).toBe(false);
    }
  });

  it("reads a 409's prices beside the error model's code and message", () => {
    const body = { code: "conflict:checkout", message: "Prices have changed.", totals, lines: [] };
    expect(priceChangedErrorSchema.parse(body)).toEqual(body);
    expect(
      priceChangedErrorSchema.safeParse({ code: "conflict:checkout", message: "Prices have changed." }).success,
    ).toBe(false);
  });
});

describe("the checkout order contract's RuneScape name", () => {
  const order = (rsn: string) => ({
    cartUuid: "6f1c2b9e-3a4d-4e5f-8a7b-9c0d1e2f3a4b",
    items: [
      {
        sku: "pvm-zulrah",
        name: "Zulrah",
        count: 5,
        pricePer: 250,
        totalPrice: 1250,
        imageSrc: "/art/pvm.svg",
        config: {},
      },
    ],
    profile: { email: "buyer@example.com", name: "", phone: "", rsn },
    method: "card",
    acceptTerms: true,
    expectedTotalCents: 0,
  });
  const rsnOf = (rsn: string) => {
    const parsed = placeOrderRequestSchema.safeParse(order(rsn));
    return parsed.success ? parsed.data.profile.rsn : null;
  };

  it("takes the game's names, up to 12 characters, or none", () => {
    expect(rsnOf("123456789012")).toBe("123456789012");
    expect(rsnOf(" Iron Man_1 ")).toBe("Iron Man_1");
    expect(rsnOf("")).toBe("");
  });

  it("refuses a 13th character and characters the game does not allow", () => {
    expect(rsnOf("1234567890123")).toBeNull();
    expect(rsnOf("Zezima!")).toBeNull();
  });
});
