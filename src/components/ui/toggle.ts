const TOGGLE_ON = "border-gold bg-gold/15 text-gold";
const TOGGLE_OFF = "border-stone-line text-parchment hover:border-gold/60";

/** The look of a button or link that stays pressed (a quick pick, a filter, the current page): gold while on; `off` adds to the resting look. */
export function toggleClass(on: boolean, { off, className }: { off?: string; className?: string } = {}): string {
  return ["border transition-colors", on ? TOGGLE_ON : TOGGLE_OFF, on ? undefined : off, className]
    .filter(Boolean)
    .join(" ");
}

/** The look of a label that wraps a radio or checkbox as a choice card: gold border while checked. */
export function choiceClass(checked: boolean, className?: string): string {
  return [
    "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm text-parchment transition-colors",
    checked ? "border-gold bg-gold/10" : "border-stone-line bg-night hover:border-gold/50",
    className,
  ]
    .filter(Boolean)
    .join(" ");
}
