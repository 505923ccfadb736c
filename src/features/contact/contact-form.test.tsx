// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUCCESS_RESET_MS } from "@/domain/contact/contact-machine";
import { ContactForm } from "./contact-form";

/*
 * The contact form itself, with fetch stubbed: the decisions a visitor sees (send once for a
 * double submit, back to idle 5 s after success) are the component's, not a driver's.
 */

let answer: (response: Response) => void = () => {};
const fetchStub = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", fetchStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchStub.mockClear();
});

function fillAndSubmitTwice() {
  render(<ContactForm />);
  fireEvent.change(screen.getByTestId("contact-email"), { target: { value: "visitor@example.com" } });
  fireEvent.change(screen.getByTestId("contact-message"), { target: { value: "Do you sell 99 Agility?" } });
  const form = screen.getByTestId("contact-form");
  fireEvent.submit(form);
  fireEvent.submit(form);
}

describe("ContactForm", () => {
  it("sends once for a double submit, says so, and returns to idle exactly 5 s after success", async () => {
    fillAndSubmitTwice();
    // The client loads the route's contract before it sends (src/features/network/call-api.ts).
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("contact-submit").textContent).toBe("Submitting...");

    await act(async () =>
      answer(Response.json({ ok: true, id: "0d9a4c7e-5b1f-4e2a-9c3d-7f6e5d4c3b2a" }, { status: 202 })),
    );
    expect(screen.getByTestId("contact-status").textContent).toBe("Message submitted!");
    fireEvent.submit(screen.getByTestId("contact-form"));
    expect(fetchStub).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(SUCCESS_RESET_MS - 1));
    expect(screen.getByTestId("contact-status").textContent).toBe("Message submitted!");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("contact-status").textContent).toBe("");
  });

  it("shows the error text when the shop refuses the message, and lets the visitor send again", async () => {
    fillAndSubmitTwice();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    await act(async () =>
      answer(Response.json({ code: "bad_request:contact", message: "must be an email address" }, { status: 400 })),
    );
    expect(screen.getByTestId("contact-status").textContent).toBe("Error sending message!");
    fireEvent.submit(screen.getByTestId("contact-form"));
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
  });
});
