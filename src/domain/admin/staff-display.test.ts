import { describe, expect, it } from "vitest";
import { groupedSecret, recoveryCodesFile, secretOfOtpauth, staffRefundLimitNote } from "./staff-display";

describe("staff display", () => {
  it("groups the secret by four for typing, and reads it from the otpauth address", () => {
    expect(groupedSecret("jbswy3dpehpk3pxpjbswy3dpehpk3pxp")).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(groupedSecret("ABCDEF")).toBe("ABCD EF");
    expect(secretOfOtpauth("otpauth://totp/Shop:ada%40example.com?secret=ABCDEF&issuer=Shop")).toBe("ABCDEF");
    expect(secretOfOtpauth("not a url")).toBeNull();
  });

  it("writes the recovery codes one a line under what they are", () => {
    const text = recoveryCodesFile({
      siteName: "RuneForge",
      email: "ada@example.com",
      codes: ["aaaa-bbbb-cccc-dddd", "eeee-ffff-gggg-hhhh"],
      at: new Date("2026-12-05T10:00:00Z"),
    });
    expect(text.split("\n")[0]).toBe("RuneForge back office: recovery codes for ada@example.com");
    expect(text).toContain("Made 2026-12-05.");
    expect(text).toContain("\naaaa-bbbb-cccc-dddd\neeee-ffff-gggg-hhhh\n");
  });

  it("tells staff their limit and what is left of it on the order", () => {
    expect(staffRefundLimitNote(10_000, 2_500)).toBe(
      "As staff you may refund up to $100.00 on one order, all its refunds together: $75.00 more on this one. An owner can refund more.",
    );
    expect(staffRefundLimitNote(1_000, 2_500)).toContain("$0.00 more");
  });
});
