import type { HTMLAttributes, ReactNode } from "react";

type ToastProps = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  /** The message; nothing is shown while it is null. */
  children: ReactNode | null;
  /** A new key replays the entrance for a new message. */
  messageKey?: string | number;
  icon?: ReactNode;
  /**
   * "header": under the storefront's fixed header. "corner": at the bottom on a phone, where a
   * message at the top would cover a page's own navigation, and top right on wider screens.
   */
  dock?: "header" | "corner";
};

const DOCK_CLASSES = { header: "top-20", corner: "bottom-4 sm:bottom-auto sm:top-20" } as const;

/**
 * A message that slides in under the header. The role="status" region stays mounted, so screen
 * readers announce each new message; the entrance is switched off under prefers-reduced-motion by
 * the global rule in globals.css.
 */
export function Toast({ children, messageKey, icon, dock = "header", className, ...rest }: ToastProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 ${DOCK_CLASSES[dock]} z-[60] flex justify-center px-4 sm:justify-end sm:px-6`}
    >
      {children !== null && (
        <div
          key={messageKey}
          className={`toast-in pointer-events-auto flex max-w-sm items-center gap-3 rounded-xl border border-success/40 bg-stone px-4 py-3 text-sm text-parchment shadow-2xl shadow-black/50${className ? ` ${className}` : ""}`}
          {...rest}
        >
          {icon}
          {children}
        </div>
      )}
    </div>
  );
}
