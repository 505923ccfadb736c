"use client";

import { useId, useMemo, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { type PromoTargets, targetNames } from "@/domain/promotions/promo-form";
import { chosenTargets, targetGroups } from "@/domain/promotions/promo-target-search";

type PickerProps = {
  scope: "lines" | "skus";
  known: PromoTargets;
  /** The chosen ids joined by commas, as the form carries them. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef: (element: HTMLInputElement | null) => void;
};

/**
 * Eligible products or lines, chosen by name: the owner types part of a name ("Fire"), the list
 * offers the matching names grouped by line, and a choice becomes a chip; the code stores ids.
 * The ARIA combobox pattern: arrows move through the names, Enter takes the highlighted one (the
 * first as soon as something is typed), Escape closes the list, Backspace in the empty box removes
 * the last chip; each chip has its own remove button.
 * What is typed is only a search: it never becomes a target by itself.
 */
export function PromoTargetPicker({ scope, known, value, onChange, error, inputRef }: PickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  /** The highlighted option's index; -1 while none is (the list just opened, nothing typed). */
  const [active, setActive] = useState(-1);
  const names = useMemo(() => targetNames(known), [known]);
  const chosen = chosenTargets(value);
  const groups = targetGroups(known, scope, query, chosen);
  const options = groups.flatMap((group) => group.options);
  const highlighted = active < 0 ? undefined : options[Math.min(active, options.length - 1)];
  const noun = scope === "lines" ? "product line" : "product";

  const choose = (target: string) => {
    onChange([...chosen, target].join(","));
    setQuery("");
    setActive(-1);
    // Closed once a name is taken, so the list does not cover the chips and their remove buttons.
    setOpen(false);
  };
  const remove = (target: string) => onChange(chosen.filter((one) => one !== target).join(","));

  const optionId = (target: string) => `${id}-option-${target}`;
  const expanded = open && (query.trim() !== "" || options.length > 0);

  return (
    <div className="relative sm:col-span-2">
      <Field
        label={scope === "lines" ? "Eligible product lines" : "Eligible products"}
        hint={`Type part of a name, then choose it from the list (arrows and Enter, or a click).`}
        error={error}
        errorTestId="admin-promo-targets-error"
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            data-testid="admin-promo-targets-search"
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && highlighted ? optionId(highlighted.id) : undefined}
            autoComplete="off"
            placeholder={scope === "lines" ? "Find a product line" : "Find a product, e.g. Fire Cape"}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(event.target.value.trim() === "" ? -1 : 0);
              setOpen(true);
            }}
            onFocus={() => {
              // Opens on typing or an arrow, not on focus alone: Tab passes through without covering the page.
              setOpen(query.trim() !== "");
              setActive(query.trim() === "" ? -1 : 0);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                event.preventDefault();
                setOpen(true);
                const step = event.key === "ArrowDown" ? 1 : -1;
                setActive((current) => {
                  if (options.length === 0) return -1;
                  if (current < 0) return step === 1 ? 0 : options.length - 1;
                  return (current + step + options.length) % options.length;
                });
              } else if (event.key === "Enter") {
                // Enter chooses; it never submits the form from the search box.
                event.preventDefault();
                if (expanded && highlighted) choose(highlighted.id);
              } else if (event.key === "Escape" && expanded) {
                event.preventDefault();
                setOpen(false);
              } else if (event.key === "Backspace" && query === "" && chosen.length > 0) {
                remove(chosen[chosen.length - 1] as string);
              }
            }}
            className={controlClass()}
          />
        )}
      </Field>
      <div
        id={listId}
        role="listbox"
        aria-label={`Matching ${noun}s`}
        data-testid="admin-promo-targets-options"
        hidden={!expanded}
        className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-stone-line bg-stone p-1 shadow-2xl shadow-black/50"
      >
        {groups.map((group, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA), not form fieldsets.
          <div key={group.label} role="group" aria-labelledby={`${id}-group-${index}`}>
            <div
              id={`${id}-group-${index}`}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-parchment-muted uppercase"
            >
              {group.label}
            </div>
            {group.options.map((option) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (arrows, Enter).
              <div
                key={option.id}
                id={optionId(option.id)}
                role="option"
                tabIndex={-1}
                aria-selected={highlighted?.id === option.id}
                data-testid="admin-promo-target-option"
                // Keeps the focus in the input, so the list stays open and the choice lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.id)}
                className="flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm text-parchment aria-selected:bg-night aria-selected:text-gold"
              >
                {option.name}
              </div>
            ))}
          </div>
        ))}
        {options.length === 0 && (
          <div className="px-3 py-2 text-sm text-parchment-muted" data-testid="admin-promo-targets-none">
            No {noun} matches “{query.trim()}”.
          </div>
        )}
      </div>
      <ul aria-label={`Chosen ${noun}s`} className="mt-2 flex flex-wrap gap-2" data-testid="admin-promo-targets-chosen">
        {chosen.map((target) => (
          <li
            key={target}
            data-testid="admin-promo-target-chip"
            className="flex items-center gap-1 rounded-full border border-gold/40 bg-night py-1 pr-1 pl-3 text-sm text-parchment"
          >
            {names[target] ?? target}
            <button
              type="button"
              aria-label={`Remove ${names[target] ?? target}`}
              onClick={() => remove(target)}
              className="inline-flex size-8 items-center justify-center rounded-full text-parchment-muted hover:text-danger focus-visible:outline-2 focus-visible:outline-gold"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
