import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { SellOrderActions } from "@/features/admin/gold/sell-order-actions";
import { SellOrderDetailCards } from "@/features/admin/gold/sell-order-detail";
import { NOT_FOUND_METADATA } from "@/features/errors/not-found-panel";
import { missingForOperator, requireOperatorPage } from "@/server/admin/operator-guard";
import { sellOrderDetail } from "@/server/gold/sell-order-admin";

// Looked up once a request, for the title and the page.
const sellOrder = cache(sellOrderDetail);

/** Titled as a 404 when the sell order is missing, like the page the visitor then sees. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return (await missingForOperator("gold", () => sellOrder(id))) ? NOT_FOUND_METADATA : { title: "Sell order" };
}

/** One player's sale: what they sell, how to pay them, what happened, and the next action. */
export default async function AdminSellOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage("gold");
  const order = await sellOrder((await params).id);
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
