// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SELL_ORDER_ROUTE } from "@/domain/api/sell-order-routes";
import { DEFAULT_GOLD_RATES } from "@/domain/gold/gold-pricing";
import { DEFAULT_SELL_LIMITS } from "@/domain/gold/sell-orders";
import { descriptionsAtFocus, framesAtOnce } from "../../../tests/support/focus-announcement";
import { SellGoldForm } from "./sell-gold-form";

/*
 * The sell form with fetch stubbed: the rules refuse before anything is sent, each beside its
 * field, and a server refusal that names a field (the daily limit) goes beside that field.
 */

let answer: () => Response = () => Response.json({}, { status: 500 });
const sent: unknown[] = [];
// The unit project shares its globals: only the form's own sends are this test's.
const isFormSend = (input: RequestInfo | URL) => String(input).endsWith(SELL_ORDER_ROUTE.path);
const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (!isFormSend(input)) return new Promise<Response>(() => {});
  sent.push(JSON.parse(String(init?.body)));
  return answer();
});

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal("fetch", fetchStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(<SellGoldForm rates={DEFAULT_GOLD_RATES} limits={DEFAULT_SELL_LIMITS} discordLink={null} />);
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function until(done: () => boolean) {
  const start = performance.now();
  while (!done() && performance.now() - start < 5_000) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

describe("SellGoldForm", () => {
  it("quotes the payout at the buy rate and refuses bad fields before sending anything", async () => {
    renderForm();
    type("sell-millions", "2500");
    expect(screen.getByTestId("sell-payout").textContent).toBe("$300.00");
    type("sell-millions", "50");
    type("sell-rsn", "<script>");
    fireEvent.submit(screen.getByTestId("sell-form"));
    // The checks run once the form's sending code has loaded (with the first submit).
    await until(() => screen.queryByTestId("sell-millions-error") !== null);
    expect(screen.getByTestId("sell-millions-error").textContent).toMatch(/minimum sale is 100M/);
    expect(screen.getByTestId("sell-rsn-error").textContent).toMatch(/1 to 12 letters/);
    expect(screen.getByTestId("sell-email-error")).toBeTruthy();
    expect(screen.getByTestId("sell-details-error")).toBeTruthy();
    expect(sent).toHaveLength(0);
    // Changing a field takes its refusal away.
    type("sell-millions", "500");
    expect(screen.queryByTestId("sell-millions-error")).toBeNull();
  });

  it("sends the sale and puts the server's refusal beside the field it names", async () => {
    answer = () =>
      Response.json(
        { code: "bad_request:sell-order", message: "We buy at most 20,000M a day from one player.", field: "millions" },
        { status: 400 },
      );
    renderForm();
    type("sell-millions", "1000");
    type("sell-rsn", "Gold Seller");
    type("sell-email", "seller@example.com");
    fireEvent.change(screen.getByTestId("sell-method"), { target: { value: "revolut" } });
    type("sell-details", "@seller");
    fireEvent.submit(screen.getByTestId("sell-form"));
    await until(() => screen.queryByTestId("sell-millions-error") !== null);
    expect(sent).toEqual([
      {
        millions: 1_000,
        rsn: "Gold Seller",
        email: "seller@example.com",
        payoutMethod: "revolut",
        payoutDetails: "@seller",
      },
    ]);
    expect(screen.getByTestId("sell-millions-error").textContent).toBe("We buy at most 20,000M a day from one player.");
  });

  it("focuses the first refused field once its message is beside it, however soon the next frame comes", async () => {
    framesAtOnce();
    renderForm();
    const field = screen.getByTestId("sell-millions");
    const described = descriptionsAtFocus(field);
    type("sell-millions", "50");
    fireEvent.submit(screen.getByTestId("sell-form"));
    await until(() => document.activeElement === field);
    expect(described).toHaveLength(1);
    expect(described[0]).toMatch(/minimum sale is 100M/);
  });
});
