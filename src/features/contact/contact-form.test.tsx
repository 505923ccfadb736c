// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_MESSAGE_ROUTE } from "@/domain/api/api-routes";
import { SUCCESS_RESET_MS } from "@/domain/contact/contact-machine";
import { ContactForm } from "./contact-form";

/*
 * The contact form itself, with fetch stubbed: the decisions a visitor sees (send once for a
 * double submit, back to idle 5 s after success) are the component's, not a driver's.
 */

let answer: (response: Response) => void = () => {};
/*
 * The unit project shares one module graph and its globals (isolate: false), so another file's
 * late retry (the cart review's) can reach this stub while it is in place: only the form's own
 * sends are held for the test to answer and counted.
 */
const isFormSend = (input: RequestInfo | URL) => String(input).endsWith(CONTACT_MESSAGE_ROUTE.path);
const fetchStub = vi.fn((input: RequestInfo | URL) =>
  isFormSend(input)
    ? new Promise<Response>((resolve) => (answer = resolve))
    : Promise.resolve(Response.json({ code: "unavailable:test", message: "Not this test's." }, { status: 503 })),
);

function formSends(): number {
  return fetchStub.mock.calls.filter(([input]) => isFormSend(input)).length;
}

beforeEach(() => {
  // Only the form's own timers: reading an answer's body needs the real event loop.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.stubGlobal("fetch", fetchStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchStub.mockClear();
});

/** The client reads the answer's body and the route's schemas before the form hears back (call-api.ts). */
async function statusBecomes(text: string) {
  const start = performance.now();
  while (screen.getByTestId("contact-status").textContent !== text && performance.now() - start < 5_000) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  expect(screen.getByTestId("contact-status").textContent).toBe(text);
}

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
    expect(formSends()).toBe(1);
    expect(screen.getByTestId("contact-submit").textContent).toBe("Submitting...");

    await act(async () =>
      answer(Response.json({ ok: true, id: "0d9a4c7e-5b1f-4e2a-9c3d-7f6e5d4c3b2a" }, { status: 202 })),
    );
    await statusBecomes("Message submitted!");
    fireEvent.submit(screen.getByTestId("contact-form"));
    expect(formSends()).toBe(1);

    act(() => vi.advanceTimersByTime(SUCCESS_RESET_MS - 1));
    expect(screen.getByTestId("contact-status").textContent).toBe("Message submitted!");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("contact-status").textContent).toBe("");
  });

  it("shows the error text when the shop refuses the message, and lets the visitor send again", async () => {
    fillAndSubmitTwice();
    await act(async () =>
      answer(Response.json({ code: "bad_request:contact", message: "must be an email address" }, { status: 400 })),
    );
    await statusBecomes("Error sending message!");
    fireEvent.submit(screen.getByTestId("contact-form"));
    expect(formSends()).toBe(2);
  });
});
