"use client";

import { useId, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import type { TrainingMethod } from "@/domain/catalogue/product-schema";
import { checkXpField, levelForXp } from "@/domain/pricing/xp-table";

/** The XP a field stands for; NaN while what it holds is not a level or XP total, so the range is refused. */
export type XpRange = { startXp: number; targetXp: number; method: string | undefined };

type Props = XpRange & {
  methods: readonly TrainingMethod[];
  /** Why the pricing refused the range (target below start, start at 200M), by field. */
  errors: { startXp?: string; targetXp?: string };
  onChange: (next: XpRange) => void;
};

function xpOf(text: string, asXp: boolean): number {
  const check = checkXpField(text, asXp);
  return check.ok ? check.xp : Number.NaN;
}

/** A field's text in the other mode; what the buyer typed stays as it is while it is not a number. */
function convert(text: string, xp: number, toXp: boolean): string {
  if (Number.isNaN(xp)) return text;
  return String(toXp ? xp : levelForXp(xp));
}

/** Start and target as levels (1–99) or as exact XP (up to 200M), and the preferred training method. */
export function XpRangeFields({ methods, startXp, targetXp, method, errors, onChange }: Props) {
  const [useXp, setUseXp] = useState(false);
  const [startText, setStartText] = useState(String(levelForXp(startXp)));
  const [targetText, setTargetText] = useState(String(levelForXp(targetXp)));
  const modeId = useId();

  // A field's own check comes first: "The highest level is 99." says more than "the target must be above the start".
  const startCheck = checkXpField(startText, useXp);
  const targetCheck = checkXpField(targetText, useXp);
  const startError = startCheck.ok ? errors.startXp : startCheck.message;
  const targetError = targetCheck.ok ? errors.targetXp : targetCheck.message;

  const update = (field: "start" | "target", text: string) => {
    if (field === "start") setStartText(text);
    else setTargetText(text);
    onChange({
      startXp: xpOf(field === "start" ? text : startText, useXp),
      targetXp: xpOf(field === "target" ? text : targetText, useXp),
      method,
    });
  };

  const switchMode = (xp: boolean) => {
    const nextStart = convert(startText, startXp, xp);
    const nextTarget = convert(targetText, targetXp, xp);
    setUseXp(xp);
    setStartText(nextStart);
    setTargetText(nextTarget);
    onChange({ startXp: xpOf(nextStart, xp), targetXp: xpOf(nextTarget, xp), method });
  };

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field label={useXp ? "Current XP" : "Current level"} error={startError} errorTestId="xp-start-error">
          {(control) => (
            <input
              {...control}
              data-testid="xp-start"
              inputMode="numeric"
              value={startText}
              onChange={(event) => update("start", event.target.value)}
              className={controlClass({ numeric: true })}
            />
          )}
        </Field>
        <Field label={useXp ? "Target XP" : "Target level"} error={targetError} errorTestId="xp-target-error">
          {(control) => (
            <input
              {...control}
              data-testid="xp-target"
              inputMode="numeric"
              value={targetText}
              onChange={(event) => update("target", event.target.value)}
              className={controlClass({ numeric: true })}
            />
          )}
        </Field>
      </div>
      <label htmlFor={modeId} className="flex min-h-11 items-center gap-3 text-sm text-parchment">
        <input
          id={modeId}
          type="checkbox"
          data-testid="xp-mode"
          checked={useXp}
          onChange={(event) => switchMode(event.target.checked)}
          className="size-4 accent-[var(--color-gold)]"
        />
        Enter exact XP (up to 200M)
      </label>
      <Field label="Training method">
        {(control) => (
          <select
            {...control}
            data-testid="xp-method"
            value={method ?? ""}
            onChange={(event) => onChange({ startXp, targetXp, method: event.target.value || undefined })}
            className={controlClass()}
          >
            <option value="">Recommended for each level range</option>
            {methods.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label} (levels {option.fromLevel}–{option.toLevel})
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
