import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "accent" | "discord" | "success" | "quiet" | "ghost";
export type ButtonSize = "md" | "lg" | "icon";
/** Side padding in Tailwind steps; icon buttons have none. */
export type ButtonPad = 3 | 4 | 5 | 6;

const BASE =
  "inline-flex items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-ember font-semibold text-night hover:bg-ember-hover",
  secondary: "border border-stone-line text-parchment hover:border-gold/60",
  danger: "border border-stone-line text-parchment hover:border-danger/60 hover:text-danger",
  accent: "border border-gold/40 font-semibold text-parchment hover:border-gold",
  discord: "bg-[#4752c4] font-semibold text-white hover:bg-[#5865f2]",
  success: "bg-success font-semibold text-night",
  quiet: "border border-stone-line text-parchment-muted hover:border-gold/60 hover:text-gold",
  ghost: "text-parchment-muted hover:bg-stone-raised",
};

const SIZES: Record<ButtonSize, string> = { md: "min-h-11", lg: "min-h-12", icon: "size-11 shrink-0" };
const PADS: Record<ButtonPad, string> = { 3: "px-3", 4: "px-4", 5: "px-5", 6: "px-6" };

/** The coloured halo of a call to action; only the filled variants have one. */
const GLOWS: Partial<Record<ButtonVariant, string>> = {
  primary: "shadow-lg shadow-ember/20",
  discord: "shadow-lg shadow-[#4752c4]/30",
};

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  pad?: ButtonPad;
  glow?: boolean;
  className?: string;
};

/** The button look as classes, for links that look like buttons (`<ShopLink className={buttonClass(…)}>`). */
export function buttonClass({
  variant = "primary",
  size = "md",
  pad = 5,
  glow = false,
  className,
}: ButtonStyle = {}): string {
  return [
    BASE,
    VARIANTS[variant],
    SIZES[size],
    size === "icon" ? undefined : PADS[pad],
    glow ? GLOWS[variant] : undefined,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle & { busy?: boolean };

/** A button in one of the shop's variants and sizes; `busy` marks it aria-busy and disables it while work runs. */
export function Button({
  variant,
  size,
  pad,
  glow,
  className,
  busy = false,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, pad, glow, className })}
      {...rest}
    />
  );
}
