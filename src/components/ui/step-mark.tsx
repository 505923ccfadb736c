import type { ReactNode } from "react";

/** The gold ring that numbers or pictures a step of a process; decorative, so the step's text must say which step it is. */
export function StepMark({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={[
        "flex size-10 shrink-0 items-center justify-center rounded-full border border-gold/50 text-gold",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {children}
    </span>
  );
}
