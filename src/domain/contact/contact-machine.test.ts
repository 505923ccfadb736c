import { describe, expect, it } from "vitest";
import { contactTransition, STATUS_TEXT, submitContact } from "./contact-machine";

describe("contactTransition", () => {
  it("goes idle → submitting → success or error", () => {
    expect(contactTransition("idle", { type: "submit" })).toBe("submitting");
    expect(contactTransition("submitting", { type: "sent" })).toBe("success");
    expect(contactTransition("submitting", { type: "failed" })).toBe("error");
    expect(contactTransition("error", { type: "submit" })).toBe("submitting");
  });

  it("ignores a submit while one is pending or has just succeeded", () => {
    expect(contactTransition("submitting", { type: "submit" })).toBe("submitting");
    expect(contactTransition("success", { type: "submit" })).toBe("success");
  });

  it("ignores answers that arrive when nothing is pending", () => {
    expect(contactTransition("idle", { type: "sent" })).toBe("idle");
    expect(contactTransition("error", { type: "failed" })).toBe("error");
  });

  it("uses the spec's texts", () => {
    expect(STATUS_TEXT).toEqual({
      idle: null,
      submitting: "Submitting...",
      success: "Message submitted!",
      error: "Error sending message!",
    });
  });
});

describe("submitContact", () => {
  const form = { email: "visitor@example.com", message: "Hi!" };

  it("sends from idle or after an error, and moves to submitting", () => {
    expect(submitContact("idle", form)).toEqual({ send: true, status: "submitting" });
    expect(submitContact("error", form)).toEqual({ send: true, status: "submitting" });
  });

  it("does not send while a send is pending or has just succeeded, so a double submit sends once", () => {
    expect(submitContact("submitting", form)).toEqual({ send: false, status: "submitting" });
    expect(submitContact("success", form)).toEqual({ send: false, status: "success" });
  });

  it("does not send an incomplete or invalid form", () => {
    expect(submitContact("idle", { ...form, message: "   " }).send).toBe(false);
    expect(submitContact("idle", { ...form, email: "not-an-email" }).send).toBe(false);
  });
});
