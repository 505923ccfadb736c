import { describe, expect, it } from "vitest";
import {
  canSubmitContact,
  contactEmailSubject,
  EMPTY_MESSAGE_PLACEHOLDER,
  isValidContactEmail,
  messageOrPlaceholder,
} from "./contact-rules";

describe("isValidContactEmail", () => {
  it.each(["a@b.co", "first.last@mail.example.com", "x+tag@sub.domain.io"])("accepts %s", (email) => {
    expect(isValidContactEmail(email)).toBe(true);
  });

  it.each(["", "plain", "a@b", "a@@b.co", "a@b@c.co", "a b@c.co", "a@b .co", "@b.co", "a@.", "a@b.", " a@b.co"])(
    "refuses %j",
    (email) => {
      expect(isValidContactEmail(email)).toBe(false);
    },
  );
});

describe("canSubmitContact", () => {
  const ready = { email: "a@b.co", message: "Hello", status: "idle" as const };

  it("is enabled with a valid email and a message", () => {
    expect(canSubmitContact(ready)).toBe(true);
    expect(canSubmitContact({ ...ready, status: "error" })).toBe(true);
  });

  it("is disabled when the email or the message is empty, or the email is invalid", () => {
    expect(canSubmitContact({ ...ready, email: "" })).toBe(false);
    expect(canSubmitContact({ ...ready, message: "" })).toBe(false);
    expect(canSubmitContact({ ...ready, message: "   " })).toBe(false);
    expect(canSubmitContact({ ...ready, email: "a@b" })).toBe(false);
  });

  it("is disabled while a send is pending or has just succeeded", () => {
    expect(canSubmitContact({ ...ready, status: "submitting" })).toBe(false);
    expect(canSubmitContact({ ...ready, status: "success" })).toBe(false);
  });
});

describe("messageOrPlaceholder", () => {
  it("replaces an empty message", () => {
    expect(messageOrPlaceholder("")).toBe(EMPTY_MESSAGE_PLACEHOLDER);
    expect(messageOrPlaceholder("  \n ")).toBe(EMPTY_MESSAGE_PLACEHOLDER);
    expect(messageOrPlaceholder("Hi")).toBe("Hi");
  });
});

describe("contactEmailSubject", () => {
  it("names no visitor and marks a checkout follow-up from a test shop", () => {
    expect(contactEmailSubject("contact", false)).toBe("Contact form: a new message");
    expect(contactEmailSubject("contact", true)).toBe("Contact form: a new message");
    expect(contactEmailSubject("checkout", false)).toBe("Checkout follow-up: the live chat could not open");
    expect(contactEmailSubject("checkout", true)).toBe("[TEST] Checkout follow-up: the live chat could not open");
  });
});
