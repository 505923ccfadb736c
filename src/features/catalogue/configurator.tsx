"use client";

import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import type { PricedProduct } from "@/domain/catalogue/product-schema";
import { formatMillions } from "@/domain/gold/gold-pricing";
import { formatCount } from "@/domain/money/format-amount";
import { type LineConfig, type PricingContext, priceLine } from "@/domain/pricing/price-line";
import { discountPercent } from "@/domain/pricing/pricing-context";
import { defaultCount, quantityHint, toCartItem } from "@/domain/pricing/product-offer";
import { xpForLevel } from "@/domain/pricing/xp-table";
import { addToCart } from "@/features/cart/cart-store";
import { pointerOrigin } from "@/features/cart/pointer-origin";
import { Price } from "@/features/currency/price";
import { OptionGroupField } from "./option-group-field";
import { XpRangeFields } from "./xp-range-fields";

const INLINE_FIELDS = new Set(["count", "startXp", "targetXp"]);

/** Options, quantity, levels or tier, with the live price the server will charge. */
export function Configurator({
  product,
  pricing,
  addIcon,
}: {
  product: PricedProduct;
  pricing: PricingContext;
  /** The add button's icon, drawn by the server page: no icon code in the island. */
  addIcon: ReactNode;
}) {
  const [config, setConfig] = useState<LineConfig>({});
  const [countText, setCountText] = useState(String(defaultCount(product)));
  const errorId = useId();
  const model = product.pricing;

  const count = /^\s*\d{1,9}\s*$/.test(countText) ? Number(countText) : Number.NaN;
  const result = priceLine(product, config, model.kind === "per-unit" ? count : 1, pricing);
  // A refusal is shown beside the field it is about; the line under the options is for the rest.
  const fieldError = (field: string) => (!result.ok && result.field === field ? result.reason : undefined);
  const shownInline = !result.ok && INLINE_FIELDS.has(result.field);
  const set = (key: string, value: LineConfig[string] | undefined) =>
    setConfig((previous) => {
      const next = { ...previous };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });

  return (
    <form data-testid="configurator" noValidate onSubmit={(event) => event.preventDefault()}>
      <h2 className="font-display text-xl font-bold text-parchment">Configure your order</h2>
      <div className="mt-5 grid gap-5">
        {model.kind === "xp-range" && (
          <XpRangeFields
            methods={model.methods}
            startXp={typeof config.startXp === "number" ? config.startXp : xpForLevel(model.defaultStartLevel)}
            targetXp={typeof config.targetXp === "number" ? config.targetXp : xpForLevel(model.defaultTargetLevel)}
            method={typeof config.method === "string" ? config.method : undefined}
            errors={{ startXp: fieldError("startXp"), targetXp: fieldError("targetXp") }}
            onChange={(next) =>
              setConfig((previous) => {
                const updated: LineConfig = { ...previous, startXp: next.startXp, targetXp: next.targetXp };
                if (next.method) updated.method = next.method;
                else delete updated.method;
                return updated;
              })
            }
          />
        )}
        {model.kind === "tiered" && (
          <OptionGroupField
            group={{
              id: "tier",
              label: model.tierLabel,
              kind: "single",
              choices: model.tiers.map((tier) => ({ id: tier.id, label: tier.label, baseCents: tier.priceCents })),
            }}
            value={typeof config.tier === "string" ? config.tier : (model.tiers[0]?.id ?? "")}
            onChange={(value) => set("tier", value)}
          />
        )}
        {model.kind === "per-unit" && (
          <Field
            label={`How many ${model.unitLabelPlural}?`}
            hint={quantityHint(product, config, result)}
            error={model.kind === "per-unit" ? fieldError("count") : undefined}
            errorTestId="quantity-error"
          >
            {(control) => (
              <input
                {...control}
                data-testid="quantity"
                type="number"
                inputMode="numeric"
                min={model.minCount}
                max={model.maxCount}
                step={model.step}
                value={countText}
                onChange={(event) => setCountText(event.target.value)}
                className={controlClass({ numeric: true })}
              />
            )}
          </Field>
        )}
        {product.optionGroups.map((group) => {
          const fallback = group.kind === "single" ? (group.choices[0]?.id ?? "") : "";
          const value = config[group.id];
          return (
            <OptionGroupField
              key={group.id}
              group={group}
              value={typeof value === "string" ? value : fallback}
              onChange={(next) => set(group.id, next)}
            />
          );
        })}
      </div>

      <p id={errorId} role="alert" data-testid="configurator-error" className="mt-3 min-h-5 text-sm text-danger">
        {result.ok || shownInline ? "" : result.reason}
      </p>

      <div className="mt-2 border-t border-stone-line pt-4" aria-live="polite">
        {result.ok ? (
          <>
            {result.segments.length > 1 && (
              <ul data-testid="xp-segments" className="mb-3 space-y-1 text-xs text-parchment-muted">
                {result.segments.map((segment) => (
                  <li key={`${segment.methodId}-${segment.fromXp}`} className="flex justify-between gap-3">
                    <span>
                      {segment.methodLabel}: {formatCount(segment.toXp - segment.fromXp)} XP
                    </span>
                    <Price cents={segment.cents} className="tabular" />
                  </li>
                ))}
              </ul>
            )}
            <div className="flex items-end justify-between gap-4">
              <div>
                {result.discountCents > 0 && (
                  <p className="text-sm text-parchment-muted">
                    <span className="sr-only">Was </span>
                    <s data-testid="price-before-discount" className="tabular">
                      <Price cents={result.totalCents} />
                    </s>{" "}
                    <span className="text-success">−{discountPercent(pricing.discountBasisPoints)}</span>
                  </p>
                )}
                <p data-testid="price" className="tabular text-3xl font-bold text-gold">
                  <Price cents={result.payableCents} />
                </p>
              </div>
              <p data-testid="gold-equivalent" className="text-right text-xs text-parchment-muted">
                or about
                <br />
                <span className="tabular text-sm font-semibold text-parchment">
                  {formatMillions(result.goldEquivalentMillions)} gold
                </span>
              </p>
            </div>
          </>
        ) : (
          <>
            {/* No figure at all: an old price beside a refused value would be a price for something else. */}
            <p data-testid="price" aria-hidden="true" className="text-3xl font-bold text-parchment-muted">
              —
            </p>
            <p className="sr-only">No price until the highlighted field is corrected.</p>
          </>
        )}
      </div>

      <Button
        type="submit"
        size="lg"
        pad={6}
        glow
        data-testid="add-to-cart"
        disabled={!result.ok}
        onClick={(event) => {
          if (result.ok) addToCart(toCartItem(product, result), pointerOrigin(event), pricing.discountBasisPoints);
        }}
        className="mt-5 w-full gap-2"
      >
        {addIcon}
        Add to cart
      </Button>
    </form>
  );
}
