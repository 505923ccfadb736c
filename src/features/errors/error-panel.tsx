import type { ReactNode } from "react";

/** The shared body of the 404 and 500 pages. */
export function ErrorPanel({
  status,
  children,
  actions,
}: {
  status: number;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main
      id="main"
      data-testid="error-page"
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center px-4 pb-20 pt-32 text-center"
    >
      <p aria-hidden="true" className="font-display text-7xl font-bold text-gold/55 sm:text-8xl">
        {status}
      </p>
      <h1
        data-testid="error-message"
        className="mt-4 break-words font-display text-2xl font-bold text-parchment sm:text-3xl"
      >
        {children}
      </h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </main>
  );
}
