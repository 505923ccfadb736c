import type { Metadata } from "next";
import { OrderLookupForm } from "@/features/order-lookup/order-lookup-form";

export const metadata: Metadata = {
  title: "Find your order",
  description: "Lost the link to your order's page? Enter its reference and your email and we send it again.",
  robots: { index: false, follow: true },
};

/** /orders (issue 18): the form for a visitor who lost the link to an order's private page. */
export default function FindOrderPage() {
  return (
    <main id="main" className="mx-auto grid w-full max-w-xl flex-1 gap-6 px-4 pb-20 pt-28 sm:px-6">
      <header className="grid gap-2">
        <h1 className="font-display text-4xl font-bold text-parchment">Find your order</h1>
        <p className="text-lg text-parchment-muted">
          Lost the link to your order&apos;s page? Enter the order&apos;s reference and the email you ordered with, and
          we email the link to that address.
        </p>
      </header>
      <OrderLookupForm />
    </main>
  );
}
