import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cartSaveEmail, EMPTY_PROFILE, readVisitorProfileValue } from "./visitor-profile";

const profileSchema = z.object({
  email: z.string().max(320),
  name: z.string().max(200),
  phone: z.string().max(40),
  rsn: z.string().max(12).default(""),
});

const withEmail = (email: string) => ({ ...EMPTY_PROFILE, email });

describe("readVisitorProfileValue", () => {
  it("agrees with the equivalent zod schema on generated profiles", () => {
    const text = (max: number) =>
      fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom("x".repeat(max), "x".repeat(max + 1), 7, null));
    const profile = fc.record(
      { email: text(320), name: text(200), phone: text(40), rsn: text(12), other: fc.string() },
      { requiredKeys: ["email", "name", "phone"] },
    );
    fc.assert(
      fc.property(fc.oneof(profile, fc.anything()), (value) => {
        const parsed = profileSchema.safeParse(value);
        expect(readVisitorProfileValue(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2_000 },
    );
  });

  it("gives a profile saved before the RSN existed an empty one", () => {
    expect(readVisitorProfileValue({ email: "a@b.co", name: "A", phone: "" })).toEqual({
      email: "a@b.co",
      name: "A",
      phone: "",
      rsn: "",
    });
  });
});

describe("cartSaveEmail", () => {
  it("sends only addresses the server's z.email() accepts, trimmed and lowercased", () => {
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 12 }),
      fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => `${a}@${b}.com`),
    );
    fc.assert(
      fc.property(candidates, (candidate) => {
        const sent = cartSaveEmail(withEmail(candidate));
        const normalised = candidate.trim().toLowerCase();
        const accepted = z.email().max(320).safeParse(normalised).success;
        expect(sent).toBe(accepted ? normalised : "");
      }),
      { numRuns: 2_000 },
    );
  });

  it("is empty without a profile or with a malformed address", () => {
    expect(cartSaveEmail(null)).toBe("");
    expect(cartSaveEmail(withEmail("zezima@"))).toBe("");
    expect(cartSaveEmail(withEmail("  Zezima@Example.COM "))).toBe("zezima@example.com");
  });
});
