import { describe, expect, it } from "vitest";
import { contactMessageRequestSchema, contactMessageResponseSchema } from "./contact-message";

describe("the contact message contract", () => {
  it("trims the email and refuses a line break in it (it becomes the Reply-To header)", () => {
    expect(contactMessageRequestSchema.parse({ email: " ann@example.com ", message: "" }).email).toBe(
      "ann@example.com",
    );
    expect(contactMessageRequestSchema.safeParse({ email: "ann@example.com\r\nBcc: x@y.z", message: "" }).success).toBe(
      false,
    );
  });

  it("answers ok with the stored message's id", () => {
    const id = "0d9a4c7e-5b1f-4e2a-9c3d-7f6e5d4c3b2a";
    expect(contactMessageResponseSchema.parse({ ok: true, id })).toEqual({ ok: true, id });
    expect(contactMessageResponseSchema.safeParse({ ok: true }).success).toBe(false);
  });
});
