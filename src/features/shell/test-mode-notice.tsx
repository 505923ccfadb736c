import { TEST_SHOP_NOTICE } from "@/domain/checkout/payment-mode";

/**
 * Outside live mode, on every page: no real money is taken here (src/domain/checkout/payment-mode.ts).
 * It sits at the top of the fixed header, so it stays in view, and it is in the prerendered HTML
 * with a fixed one-line height, so nothing moves when the page hydrates. Dark on gold: about 10:1 contrast.
 */
export function TestModeNotice() {
  return (
    <p
      role="note"
      data-testid="test-mode-notice"
      className="bg-gold px-4 py-1 text-center text-xs font-semibold leading-5 text-night"
    >
      {TEST_SHOP_NOTICE}
    </p>
  );
}
