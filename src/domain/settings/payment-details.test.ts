import { describe, expect, it } from "vitest";
import {
  NO_PAYMENT_DETAILS,
  PAYMENT_DETAIL_FIELDS,
  paymentDetailsSchema,
  payToFor,
  payToLines,
  readPaymentDetails,
} from "./payment-details";

const VALID = {
  ...NO_PAYMENT_DETAILS,
  zelle: "pay@runeforge.gg",
  btc: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
  eth: "0x52908400098527886E0F7030069857D2E4169EE7",
  usdt: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
  ltc: "ltc1qg82tq9dg9e6tqq0jvcq5jdkj6d0k6p2q0y5z7e",
  interac: "etransfer@runeforge.ca",
  venmo: "@RuneForge-Shop",
  chime: "$RuneForge",
  revolut: "@runeforge",
  instructions: "Payments are checked by hand.\nAsk on live chat if unsure.",
};

function problems(input: unknown): Record<string, string> {
  const parsed = paymentDetailsSchema.safeParse(input);
  if (parsed.success) return {};
  // The first problem of each field, as the form shows it.
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]).reverse());
}

describe("paymentDetailsSchema", () => {
  it("accepts a real-looking value for each method, trimmed, and empty for not set", () => {
    expect(paymentDetailsSchema.parse(VALID)).toEqual(VALID);
    expect(paymentDetailsSchema.parse(NO_PAYMENT_DETAILS)).toEqual(NO_PAYMENT_DETAILS);
    expect(paymentDetailsSchema.parse({ ...VALID, zelle: "  +1 (555) 010-0199 " }).zelle).toBe("+1 (555) 010-0199");
    for (const btc of ["1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"])
      expect(problems({ ...VALID, btc })).toEqual({});
    expect(problems({ ...VALID, ltc: "LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9" })).toEqual({});
  });

  it("refuses a value that cannot be its kind, naming what it must be", () => {
    expect(problems({ ...VALID, btc: "0x52908400098527886E0F7030069857D2E4169EE7" })).toEqual({
      btc: "must be a Bitcoin address (bc1…, 1… or 3…)",
    });
    expect(problems({ ...VALID, eth: "0x5290" })).toEqual({
      eth: "must be an Ethereum address (0x and 40 hex digits)",
    });
    expect(problems({ ...VALID, ltc: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" }).ltc).toMatch(/Litecoin/);
    expect(problems({ ...VALID, interac: "not-an-email" }).interac).toBe("must be an email address");
    expect(problems({ ...VALID, zelle: "call me" }).zelle).toBe("must be an email address or a phone number");
    expect(problems({ ...VALID, venmo: "@ab" }).venmo).toMatch(/Venmo username/);
    expect(problems({ ...VALID, chime: "Rune Forge" }).chime).toMatch(/ChimeSign/);
    expect(problems({ ...VALID, revolut: "@rune-forge!" }).revolut).toMatch(/revtag/);
  });

  it("checks the USDT address against its network", () => {
    expect(problems({ ...VALID, usdtNetwork: "ERC-20" })).toEqual({
      usdt: "must be an ERC-20 (Ethereum) address: 0x and 40 hex digits",
    });
    expect(problems({ ...VALID, usdtNetwork: "ERC-20", usdt: VALID.eth })).toEqual({});
    expect(problems({ ...VALID, usdt: VALID.eth }).usdt).toMatch(/TRC-20/);
    expect(problems({ ...VALID, usdtNetwork: "BEP-20" }).usdtNetwork).toBe("must be one of TRC-20, ERC-20");
  });

  it("refuses hostile input: hidden characters, many lines, over-long values, other keys, other types", () => {
    expect(problems({ ...VALID, zelle: "pay@runeforge.gg\u202e" }).zelle).toBe(
      "must be one line of visible characters",
    );
    expect(problems({ ...VALID, btc: `${VALID.btc}\n` }).btc).toBeUndefined(); // trimmed
    expect(problems({ ...VALID, venmo: "@Rune\nForge" }).venmo).toBeDefined();
    expect(problems({ ...VALID, interac: `a@${"b".repeat(95)}.com` }).interac).toBe("must be at most 100 characters");
    expect(problems({ ...VALID, instructions: "x".repeat(501) }).instructions).toBe("must be at most 500 characters");
    expect(problems({ ...VALID, instructions: "a\u0000b" }).instructions).toBe("must be plain text");
    expect(problems({ ...VALID, paypal: "me@x.com" })).not.toEqual({});
    expect(problems({ ...VALID, zelle: 42 }).zelle).toBe("must be text");
    expect(problems({ ...VALID, zelle: "<script>alert(1)</script>@x.com" }).zelle).toBeDefined();
  });

  it("every field has a label and a hint for the form", () => {
    for (const field of PAYMENT_DETAIL_FIELDS) {
      expect(field.label).not.toBe("");
      expect(field.hint).not.toBe("");
    }
  });
});

describe("readPaymentDetails and payToLines", () => {
  it("reads nothing set from a missing or broken stored value", () => {
    expect(readPaymentDetails(undefined)).toEqual(NO_PAYMENT_DETAILS);
    expect(readPaymentDetails({ ...VALID, btc: "junk" })).toEqual(NO_PAYMENT_DETAILS);
    expect(readPaymentDetails(VALID)).toEqual(VALID);
  });

  it("gives each method its own lines, the USDT network named, the note only with a line", () => {
    expect(payToLines("zelle", VALID)).toEqual([{ label: "Zelle", value: "pay@runeforge.gg" }]);
    expect(payToLines("crypto", VALID).map((line) => line.label)).toEqual([
      "Bitcoin (BTC)",
      "Ethereum (ETH)",
      "Tether (USDT) on the TRC-20 (Tron) network",
      "Litecoin (LTC)",
    ]);
    expect(payToLines("card", VALID)).toEqual([]);
    expect(payToFor("venmo", { ...NO_PAYMENT_DETAILS, instructions: "hi" })).toEqual({ lines: [], instructions: null });
    expect(payToFor("venmo", { ...VALID }).instructions).toBe(VALID.instructions);
  });
});
