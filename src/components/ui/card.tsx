import type { HTMLAttributes } from "react";

export type CardStyle = {
  /** `night`: the darker, see-through frame used on stone sections. */
  tone?: "stone" | "night";
  /** A gold frame for the card that is the news of the page (an order just placed). */
  highlight?: boolean;
  /** Lifts the card off the page (forms that hold a purchase). */
  raised?: boolean;
  /** The gold glow on hover of a card that is a link. */
  interactive?: boolean;
  className?: string;
};

const TONES = { stone: "bg-stone", night: "bg-night/60" } as const;
const RAISED = "shadow-xl shadow-black/30";
const INTERACTIVE =
  "transition-[border-color,box-shadow] hover:border-gold/50 hover:shadow-[0_0_24px_-6px] hover:shadow-gold/30";

/** The card frame as classes, for elements that are cards themselves (a form, a link, a section). */
export function cardClass({
  tone = "stone",
  highlight = false,
  raised = false,
  interactive = false,
  className,
}: CardStyle = {}): string {
  return [
    "rounded-[var(--radius-card)] border",
    highlight ? "border-gold/40" : "border-stone-line",
    TONES[tone],
    raised ? RAISED : undefined,
    interactive ? INTERACTIVE : undefined,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

/** A framed block of content: rounded card corners, the stone border and background; padding is the caller's. */
export function Card({
  tone,
  highlight,
  raised,
  interactive,
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & CardStyle) {
  return <div className={cardClass({ tone, highlight, raised, interactive, className })} {...rest} />;
}
