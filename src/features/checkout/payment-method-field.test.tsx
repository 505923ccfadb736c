// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GOLD_PAYMENT_MESSAGES } from "@/domain/checkout/gold-payment";
import type { CheckoutMethod } from "@/domain/checkout/methods";
import { PaymentMethodField } from "./payment-method-field";

afterEach(cleanup);

const METHODS: CheckoutMethod[] = ["card", "zelle", "gold"];

function field(value: CheckoutMethod, gold: { tenths: number | null; refusal: string | null }) {
  const onChange = vi.fn();
  render(<PaymentMethodField methods={METHODS} value={value} onChange={onChange} gold={gold} />);
  return { onChange, radio: screen.getByTestId("method-gold") as HTMLInputElement };
}

describe("PaymentMethodField with OSRS gold", () => {
  it("says what paying with gold asks once it is chosen", () => {
    const { radio } = field("gold", { tenths: 2_630, refusal: null });
    expect(radio.checked).toBe(true);
    expect(screen.getByTestId("checkout-gold-amount").textContent).toBe("263M");
    expect(screen.getByTestId("checkout-gold-payment").textContent).toContain("trade it to our trader in game");
  });

  it("cannot be chosen for a cart holding gold, and says why beside it", () => {
    const { radio, onChange } = field("card", { tenths: 2_630, refusal: GOLD_PAYMENT_MESSAGES.goldInCart });
    expect(radio.disabled).toBe(true);
    expect(radio.getAttribute("aria-describedby")).toBe("gold-payment-refusal");
    expect(screen.getByTestId("gold-payment-refusal").textContent).toBe(GOLD_PAYMENT_MESSAGES.goldInCart);
    fireEvent.click(radio);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByTestId("checkout-gold-payment")).toBeNull();
  });
});
