"use client";

import { useId, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import type { TrainingMethod } from "@/domain/catalogue/product-schema";
import { levelForXp, MAX_LEVEL, MAX_XP, xpForLevel } from "@/domain/pricing/xp-table";

type Props = {
  methods: readonly TrainingMethod[];
  startXp: number;
  targetXp: number;
  method: string | undefined;
  onChange: (next: { startXp: number; targetXp: number; method: string | undefined }) => void;
};

function parseWhole(text: string): number | null {
  return /^\s*\d{1,9}\s*$/.test(text.replaceAll(",", "")) ? Number(text.replaceAll(",", "")) : null;
}

/** Start and target as levels (1–99) or as exact XP (up to 200M), and the preferred training method. */
export function XpRangeFields({ methods, startXp, targetXp, method, onChange }: Props) {
  const [useXp, setUseXp] = useState(false);
  const [startText, setStartText] = useState(String(levelForXp(startXp)));
  const [targetText, setTargetText] = useState(String(levelForXp(targetXp)));
  const modeId = useId();
  const max = useXp ? MAX_XP : MAX_LEVEL;

  const toXp = (value: number) => (useXp ? value : xpForLevel(Math.min(Math.max(value, 1), MAX_LEVEL)));

  const update = (field: "start" | "target", text: string) => {
    if (field === "start") setStartText(text);
    else setTargetText(text);
    const value = parseWhole(text);
    if (value === null || value > max || (!useXp && value < 1)) return;
    onChange({
      startXp: field === "start" ? toXp(value) : startXp,
      targetXp: field === "target" ? toXp(value) : targetXp,
      method,
    });
  };

  const switchMode = (xp: boolean) => {
    setUseXp(xp);
    setStartText(String(xp ? startXp : levelForXp(startXp)));
    setTargetText(String(xp ? targetXp : levelForXp(targetXp)));
  };

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field label={useXp ? "Current XP" : "Current level"}>
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
        <Field label={useXp ? "Target XP" : "Target level"}>
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
