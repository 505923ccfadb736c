"use client";

import type { ReactNode } from "react";
import { choiceClass } from "@/components/ui/toggle";
import type { OptionChoice, OptionGroup } from "@/domain/catalogue/product-schema";
import { Price } from "@/features/currency/price";

function priceNote(choice: OptionChoice): ReactNode {
  if (choice.addCents)
    return (
      <>
        +<Price cents={choice.addCents} />
      </>
    );
  if (choice.addPercent) return `+${choice.addPercent}%`;
  if (choice.baseCents !== undefined) return <Price cents={choice.baseCents} />;
  return null;
}

/** A single group is a radio group, a multi group a set of checkboxes; both big enough to tap. */
export function OptionGroupField({
  group,
  value,
  onChange,
}: {
  group: OptionGroup;
  value: string;
  onChange: (value: string) => void;
}) {
  const selected = value.split(",").filter(Boolean);
  return (
    <fieldset data-testid={`option-${group.id}`}>
      <legend className="text-sm font-medium text-parchment">{group.label}</legend>
      <div className="mt-2 grid gap-2">
        {group.choices.map((choice) => {
          const checked = group.kind === "single" ? value === choice.id : selected.includes(choice.id);
          const note = priceNote(choice);
          return (
            <label key={choice.id} className={choiceClass(checked, "min-h-11")}>
              <input
                type={group.kind === "single" ? "radio" : "checkbox"}
                name={group.id}
                value={choice.id}
                checked={checked}
                data-testid={`choice-${group.id}-${choice.id}`}
                onChange={(event) => {
                  if (group.kind === "single") onChange(choice.id);
                  else {
                    const next = event.target.checked
                      ? group.choices.filter((option) => option.id === choice.id || selected.includes(option.id))
                      : group.choices.filter((option) => option.id !== choice.id && selected.includes(option.id));
                    onChange(next.map((option) => option.id).join(","));
                  }
                }}
                className="size-4 accent-[var(--color-gold)]"
              />
              <span className="flex-1">
                {choice.label}
                {choice.description && <span className="block text-xs text-parchment-muted">{choice.description}</span>}
              </span>
              {note && <span className="tabular text-xs font-semibold text-gold">{note}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
