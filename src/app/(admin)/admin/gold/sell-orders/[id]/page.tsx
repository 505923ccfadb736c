import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SellOrderActions } from "@/features/admin/gold/sell-order-actions";
import { SellOrderDetailCards } from "@/features/admin/gold/sell-order-detail";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { sellOrderDetail } from "@/server/gold/sell-order-admin";

export const metadata: Metadata = { title: "Sell order" };

/** One player's sale: what they sell, how to pay them, what happened, and the next action. */
export default async function AdminSellOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage("gold");
  const order = await sellOrderDetail((await params).id);
  if (!order) notFound();
  return (
    <div className="grid gap-6">
      <Link href="/admin/gold/sell-orders" className="text-sm text-gold underline-offset-4 hover:underline">
        ← Sell orders
      </Link>
      <SellOrderDetailCards order={order} actions={<SellOrderActions order={order} />} />
    </div>
  );
}
