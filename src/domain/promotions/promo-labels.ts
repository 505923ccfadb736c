import { formatUsd } from "@/domain/money/money";
import type { PromoCode, PromoState } from "./promo-code";

/* How the back office words a code: its reduction, what it applies to, its limits and state. */

/** 1250 bp → "12.5% off"; 500 cents → "$5.00 off". */
export function promoValueLabel(code: Pick<PromoCode, "kind" | "value">): string {
  if (code.kind === "fixed") return `${formatUsd(code.value)} off`;
  const percent = code.value / 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/0$/, "")}% off`;
}

/** "Products: Fire Cape, Infernal Cape, gold excluded"; an id without a name (a product since removed) is shown as stored. */
export function promoScopeLabel(
  code: Pick<PromoCode, "scope" | "targets" | "includeGold">,
  names: Readonly<Record<string, string>> = {},
): string {
  const gold = code.includeGold ? ", gold included" : ", gold excluded";
  if (code.scope === "all") return `Everything${gold}`;
  const what = code.scope === "lines" ? "Lines" : "Products";
  return `${what}: ${code.targets.map((target) => names[target] ?? target).join(", ")}${gold}`;
}

/** "3 of 100 uses" or "3 uses (no limit)". */
export function promoUsesLabel(uses: number, maxUses: number | null): string {
  return maxUses === null ? `${uses} ${uses === 1 ? "use" : "uses"} (no limit)` : `${uses} of ${maxUses} uses`;
}

export const PROMO_STATE_LABEL: Record<PromoState, string> = {
  scheduled: "Scheduled",
  running: "Running",
  paused: "Paused",
  ended: "Ended",
  "used-up": "Used up",
  inactive: "Ended for good",
};
