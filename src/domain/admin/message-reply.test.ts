import { describe, expect, it } from "vitest";
import {
  MAX_REPLY_LENGTH,
  MAX_REPLY_SUBJECT_LENGTH,
  messageReplySchema,
  replySubject,
  replyText,
} from "./message-reply";

describe("message reply", () => {
  it("accepts a reply with or without a subject", () => {
    expect(messageReplySchema.parse({ body: "Your gold is on its way." })).toEqual({
      body: "Your gold is on its way.",
    });
    expect(messageReplySchema.parse({ body: "Hi", subject: "  Your order  " })).toEqual({
      body: "Hi",
      subject: "Your order",
    });
  });

  it("refuses an empty or blank body, one too long, and unknown fields", () => {
    expect(messageReplySchema.safeParse({ body: "" }).success).toBe(false);
    expect(messageReplySchema.safeParse({ body: " \n\t " }).success).toBe(false);
    expect(messageReplySchema.safeParse({ body: "x".repeat(MAX_REPLY_LENGTH + 1) }).success).toBe(false);
    expect(messageReplySchema.safeParse({ body: "x".repeat(MAX_REPLY_LENGTH) }).success).toBe(true);
    expect(messageReplySchema.safeParse({ body: "Hi", to: "someone@else.example" }).success).toBe(false);
    expect(messageReplySchema.safeParse({}).success).toBe(false);
  });

  it("refuses a subject on more than one line or too long", () => {
    expect(messageReplySchema.safeParse({ body: "Hi", subject: "Hello\r\nBcc: x@example.com" }).success).toBe(false);
    expect(messageReplySchema.safeParse({ body: "Hi", subject: "a\nb" }).success).toBe(false);
    expect(
      messageReplySchema.safeParse({ body: "Hi", subject: "s".repeat(MAX_REPLY_SUBJECT_LENGTH + 1) }).success,
    ).toBe(false);
  });

  it('puts "Re: " before the subject once, whatever case the sender used', () => {
    expect(replySubject("Your order", "RuneForge")).toBe("Re: Your order");
    expect(replySubject("Re: Your order", "RuneForge")).toBe("Re: Your order");
    expect(replySubject("RE:Your order", "RuneForge")).toBe("Re: Your order");
    expect(replySubject("  re :  Your   order ", "RuneForge")).toBe("Re: Your order");
  });

  it("answers a message without a subject as a reply to the visitor's message", () => {
    expect(replySubject(undefined, "RuneForge")).toBe("Re: Your message to RuneForge");
    expect(replySubject("", "RuneForge")).toBe("Re: Your message to RuneForge");
    expect(replySubject("Re:", "RuneForge")).toBe("Re: Your message to RuneForge");
  });

  it("quotes the sender's message under the reply", () => {
    const text = replyText({
      body: "  Done, thanks!  ",
      original: {
        email: "zezima@example.com",
        message: "Where is my gold?\nOrder RF-1",
        createdAt: "2026-11-26T10:00:00.000Z",
      },
    });
    expect(text).toBe(
      "Done, thanks!\n\nOn 2026-11-26T10:00:00.000Z, zezima@example.com wrote:\n> Where is my gold?\n> Order RF-1\n",
    );
  });
});
