import type { HTMLAttributes } from "react";

export type NoticeTone = "gold" | "danger";

const TONES: Record<NoticeTone, string> = {
  gold: "border-gold/40 bg-gold/10",
  danger: "border-danger/50 bg-danger/10",
};

/** The tinted box of a message about the page (gold: for the visitor's attention; danger: something failed); padding is the caller's. */
export function noticeClass({ tone = "gold", className }: { tone?: NoticeTone; className?: string } = {}): string {
  return ["rounded-lg border text-parchment", TONES[tone], className].filter(Boolean).join(" ");
}

/** A paragraph in a notice box; give it `role="status"` or `role="alert"` when it appears after a visitor's action. */
export function Notice({
  tone,
  className,
  ...rest
}: HTMLAttributes<HTMLParagraphElement> & { tone?: NoticeTone; className?: string }) {
  return <p className={noticeClass({ tone, className })} {...rest} />;
}
