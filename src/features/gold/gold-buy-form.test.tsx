// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GOLD_STOCK_ROUTE } from "@/domain/api/api-routes";
import { DEFAULT_GOLD_RATES } from "@/domain/gold/gold-pricing";
import type { GoldStock } from "@/domain/gold/gold-stock";
import { setCurrency } from "@/features/currency/currency-store";
import { HydratedProvider } from "@/features/runtime/use-hydrated";
import { GoldBuyForm } from "./gold-buy-form";

/*
 * The gold form's promise with the stock answer stubbed: what the buyer reads for an amount, the
 * line before the answer (nothing false), the add button refused above the contact limit, and the
 * stock asked again when the tab comes back. Only the stock route is answered here: the unit
 * project shares its globals (contact-form.test.tsx says why), so anything else gets a 503.
 */

const STOCK: GoldStock = { availableMillions: 600, deliveryMinutes: 15, restockHours: 0, contactAboveMillions: 2_000 };

let stock: () => Promise<Response> = () => Promise.resolve(Response.json(STOCK));
const isStock = (input: RequestInfo | URL) => String(input).endsWith(GOLD_STOCK_ROUTE.path);
const fetchStub = vi.fn((input: RequestInfo | URL) =>
  isStock(input)
    ? stock()
    : Promise.resolve(Response.json({ code: "unavailable:test", message: "Not this test's." }, { status: 503 })),
);
const stockAsks = () => fetchStub.mock.calls.filter(([input]) => isStock(input)).length;

beforeEach(() => {
  vi.stubGlobal("fetch", fetchStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchStub.mockClear();
  stock = () => Promise.resolve(Response.json(STOCK));
});

function renderForm() {
  render(<GoldBuyForm rates={DEFAULT_GOLD_RATES} addIcon={null} />);
}

const promise = () => screen.getByTestId("gold-promise");
const setMillions = (text: string) =>
  fireEvent.change(screen.getByTestId("gold-millions"), { target: { value: text } });

describe("the gold form's promise", () => {
  it("says nothing false before the stock is known, then the promise for the amount", async () => {
    let answer: (response: Response) => void = () => {};
    stock = () => new Promise((resolve) => (answer = resolve));
    renderForm();
    expect(promise().dataset.promise).toBe("loading");
    expect(promise().textContent).toContain("when in stock");
    await act(async () => answer(Response.json(STOCK)));
    await waitFor(() => expect(promise().dataset.promise).toBe("in_stock"));
    expect(promise().textContent).toBe("In stockDelivered in about 15 minutes after payment.");
  });

  it("follows the amount: in stock, pre-order beyond it, contact above the limit with no add to cart", async () => {
    renderForm();
    await waitFor(() => expect(promise().dataset.promise).toBe("in_stock"));
    setMillions("601");
    expect(promise().dataset.promise).toBe("pre_order");
    expect(screen.getByTestId("gold-add-to-cart")).toHaveProperty("disabled", false);
    setMillions("2001");
    expect(promise().dataset.promise).toBe("contact");
    expect(promise().textContent).toContain("Orders above 2,000M are arranged by hand");
    expect(screen.getByTestId("gold-add-to-cart")).toHaveProperty("disabled", true);
  });

  it("keeps to the usual words when the stock cannot be read, and asks again when the tab is back", async () => {
    stock = () => Promise.resolve(new Response("<html>bad gateway</html>", { status: 500 }));
    renderForm();
    await waitFor(() => expect(promise().dataset.promise).toBe("unknown"));
    expect(promise().textContent).toContain("when in stock");
    expect(screen.getByTestId("gold-add-to-cart")).toHaveProperty("disabled", false);
    stock = () => Promise.resolve(Response.json({ ...STOCK, availableMillions: 0 }));
    const before = stockAsks();
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(promise().dataset.promise).toBe("pre_order"));
    expect(stockAsks()).toBe(before + 1);
  });
});

describe("the gold form's price", () => {
  const priceField = () => screen.getByTestId("gold-usd") as HTMLInputElement;
  const typePrice = (text: string) => fireEvent.change(priceField(), { target: { value: text } });
  const renderHydrated = () =>
    render(
      <HydratedProvider>
        <GoldBuyForm rates={DEFAULT_GOLD_RATES} addIcon={null} />
      </HydratedProvider>,
    );

  afterEach(() => act(() => setCurrency("USD")));

  it("is in the visitor's currency, like the total, with the USD charge beside it", async () => {
    act(() => setCurrency("GBP"));
    renderHydrated();
    await waitFor(() => expect(screen.getByText("Price (GBP)")).toBeTruthy());
    // 500M is $95.00: £75.05 at the default 0.79.
    expect(priceField().value).toBe("75.05");
    expect(screen.getByTestId("gold-price").textContent).toBe("£75.05");
    expect(screen.getByTestId("gold-charged-usd").textContent).toBe("Charged in USD: $95.00");
    expect(screen.getByTestId("gold-rate").textContent).not.toContain("$");
    expect(screen.queryByText("Price (USD)")).toBeNull();
  });

  it("buys whole millions, and once left reads the price charged: 19.01 becomes 19.00", async () => {
    renderHydrated();
    typePrice("19.01");
    expect(screen.getByTestId("gold-amount").textContent).toBe("100M");
    expect(screen.getByTestId("gold-price").textContent).toBe("$19.00");
    expect(screen.getByText("Rounded down to whole millions.")).toBeTruthy();
    fireEvent.blur(priceField());
    expect(priceField().value).toBe("19.00");
    typePrice("ten");
    fireEvent.blur(priceField());
    expect(priceField().value).toBe("ten");
    expect(screen.getByTestId("gold-error").textContent).toContain("Enter a price in dollars, like 50 or 49.99.");
  });

  it("switches currency with the amount kept: a price typed in dollars is said again in pounds", async () => {
    renderHydrated();
    typePrice("95");
    act(() => setCurrency("GBP"));
    await waitFor(() => expect(priceField().value).toBe("75.05"));
    expect(screen.getByTestId("gold-amount").textContent).toBe("500M");
    typePrice("£20");
    expect(screen.getByTestId("gold-amount").textContent).toBe("133M");
    fireEvent.blur(priceField());
    expect(priceField().value).toBe(screen.getByTestId("gold-price").textContent?.replace("£", ""));
  });
});
