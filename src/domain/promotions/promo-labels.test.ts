import { describe, expect, it } from "vitest";
import { PROMO_STATE_LABEL, promoScopeLabel, promoUsesLabel, promoValueLabel } from "./promo-labels";

describe("promo code labels", () => {
  it("word the reduction in percent or dollars", () => {
    expect(promoValueLabel({ kind: "percent", value: 1_000 })).toBe("10% off");
    expect(promoValueLabel({ kind: "percent", value: 1_250 })).toBe("12.5% off");
    expect(promoValueLabel({ kind: "percent", value: 1_255 })).toBe("12.55% off");
    expect(promoValueLabel({ kind: "fixed", value: 500 })).toBe("$5.00 off");
  });

  it("word the scope, the uses and the state", () => {
    expect(promoScopeLabel({ scope: "all", targets: [], includeGold: false })).toBe("Everything, gold excluded");
    expect(promoScopeLabel({ scope: "skus", targets: ["fire-cape"], includeGold: true })).toBe(
      "Products: fire-cape, gold included",
    );
    expect(
      promoScopeLabel(
        { scope: "skus", targets: ["fire-cape", "gone-sku"], includeGold: false },
        { "fire-cape": "Fire Cape" },
      ),
    ).toBe("Products: Fire Cape, gone-sku, gold excluded");
    expect(promoUsesLabel(3, 100)).toBe("3 of 100 uses");
    expect(promoUsesLabel(1, null)).toBe("1 use (no limit)");
    expect(PROMO_STATE_LABEL["used-up"]).toBe("Used up");
    expect(PROMO_STATE_LABEL.inactive).toBe("Ended for good");
  });
});
