import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ContactEvent, contactTransition, STATUS_TEXT, SUCCESS_RESET_MS } from "./contact-machine";
import type { ContactStatus } from "./contact-rules";

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

describe("the 5 s reset, with fake timers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** A tiny driver the way the modal uses the machine: reset is scheduled when success is reached. */
  function drive() {
    let status: ContactStatus = "idle";
    const sends: number[] = [];
    const dispatch = (event: ContactEvent) => {
      const next = contactTransition(status, event);
      if (event.type === "submit" && next === "submitting" && status !== "submitting") sends.push(Date.now());
      if (next === "success" && status !== "success") setTimeout(() => dispatch({ type: "reset" }), SUCCESS_RESET_MS);
      status = next;
    };
    return { dispatch, status: () => status, sends };
  }

  it("returns to idle exactly 5 s after success and sends once for a double submit", () => {
    const form = drive();
    form.dispatch({ type: "submit" });
    form.dispatch({ type: "submit" });
    expect(form.sends).toHaveLength(1);
    form.dispatch({ type: "sent" });
    form.dispatch({ type: "submit" });
    expect(form.sends).toHaveLength(1);
    vi.advanceTimersByTime(SUCCESS_RESET_MS - 1);
    expect(form.status()).toBe("success");
    vi.advanceTimersByTime(1);
    expect(form.status()).toBe("idle");
  });
});
