import type { Metadata } from "next";
import { OrderLookupScreen } from "@/features/order-lookup/order-lookup-screen";

export const metadata: Metadata = {
  title: "Find your order",
  description: "Lost the link to your order's page? Enter its reference and your email and we send it again.",
  robots: { index: false, follow: true },
};

/** /orders: the form for a visitor who lost the link to an order's private page. */
export default function FindOrderPage() {
  return (
    <OrderLookupScreen title="Find your order">
      Lost the link to your order&apos;s page? Enter the order&apos;s reference and the email you ordered with, and we
      email the link to that address.
    </OrderLookupScreen>
  );
}
