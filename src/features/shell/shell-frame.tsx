import type { ReactNode } from "react";

/**
 * The backdrop around the whole shell (spec section 2). It is darker while the page inside holds a
 * DeepBackdrop: the page or its segment asks for it, so no list of paths decides it, the
 * prerendered HTML already has the right colour, and a client navigation fades between the two.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="shell-frame"
      className="flex min-h-dvh flex-col bg-night transition-colors duration-300 has-[[data-backdrop=deep]]:bg-stone-deep"
    >
      {children}
    </div>
  );
}

/** Rendered anywhere inside the frame, it gives the frame the darker backdrop. */
export function DeepBackdrop() {
  return <span hidden data-backdrop="deep" />;
}

/** A segment layout for the shop pages with the darker backdrop (/osrs-services, the capes, /quiver). */
export function DeepBackdropLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <DeepBackdrop />
      {children}
    </>
  );
}
