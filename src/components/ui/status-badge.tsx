import type { ReactNode } from "react";

export type StatusTone = "neutral" | "success" | "warning" | "danger";

const TONES: Record<StatusTone, string> = {
  neutral: "bg-stone-raised text-parchment-muted",
  success: "bg-success/20 text-success",
  warning: "bg-gold/20 text-gold",
  danger: "bg-danger/20 text-danger",
};

/** A short state word on a tinted chip (Draft, Paid, Refunded); the word itself carries the meaning, not the colour. */
export function StatusBadge({
  tone,
  className,
  children,
}: {
  tone: StatusTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`rounded px-1.5 ${TONES[tone]}${className ? ` ${className}` : ""}`}>{children}</span>;
}
