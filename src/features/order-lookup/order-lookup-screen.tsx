import type { ReactNode } from "react";
import { OrderLookupForm } from "./order-lookup-form";

/**
 * A page whose work is the lookup form: /orders for a lost link, and an order's page when its link
 * has expired, with that order's reference already in the form.
 */
export function OrderLookupScreen({
  title,
  children,
  reference,
  testId,
}: {
  title: string;
  children: ReactNode;
  reference?: string;
  testId?: string;
}) {
  return (
    <main id="main" className="mx-auto grid w-full max-w-xl flex-1 gap-6 px-4 pb-20 pt-28 sm:px-6" data-testid={testId}>
      <header className="grid gap-2">
        <h1 className="font-display text-4xl font-bold text-parchment">{title}</h1>
        <p className="text-lg text-parchment-muted">{children}</p>
      </header>
      <OrderLookupForm reference={reference} />
    </main>
  );
}
