import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { CART_PAGE_SIZE, cartListQuerySchema } from "@/domain/api/admin-carts";
import { CartTable } from "@/features/admin/carts/cart-table";
import { ReminderFigures } from "@/features/admin/carts/reminder-figures";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { listAbandonedCarts } from "@/server/carts/abandoned-carts";

export const metadata: Metadata = { title: "Abandoned carts" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Abandoned carts by address: carts with an email and a line, unchanged for an hour, with
 * no order since; one row per address by its latest cart, newest first, "Next page" by the keyset
 * cursor; one reminder per cart, one per address per period, by hand or automatically.
 */
export default async function AdminCartsPage({ searchParams }: { searchParams: SearchParams }) {
  const { role } = await requireOperatorPage("carts");
  const params = await searchParams;
  const cursor = typeof params.cursor === "string" ? params.cursor : undefined;
  const parsed = cartListQuerySchema.safeParse({ cursor });
  const now = new Date();
  const page = await listAbandonedCarts(parsed.success ? (parsed.data.cursor ?? null) : null, CART_PAGE_SIZE, now);

  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-gold">Abandoned carts</h1>
      {!parsed.success && (
        <Notice tone="danger">That address had a page we could not read: showing the first page.</Notice>
      )}
      <p className="text-parchment-muted" data-testid="admin-carts-automatic">
        {page.automatic.on
          ? `Automatic reminders are on: a cart is reminded ${page.automatic.delayHours} h after it was last saved.`
          : "Automatic reminders are off: send them here by hand."}{" "}
        Each address gets at most one reminder every {page.automatic.periodDays}{" "}
        {page.automatic.periodDays === 1 ? "day" : "days"}, none once it ordered or unsubscribed.
        {role === "owner" && (
          <>
            {" "}
            <Link href="/admin/settings" className="text-gold underline underline-offset-2">
              Change in settings
            </Link>
            .
          </>
        )}
      </p>
      <ReminderFigures figures={page.figures} />
      <Card className="grid gap-4 p-5">
        <CartTable rows={page.addresses} now={now.toISOString()} />
        <div className="flex flex-wrap justify-between gap-3">
          {cursor ? (
            <Link
              href="/admin/carts"
              className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline"
            >
              First page
            </Link>
          ) : (
            <span />
          )}
          {page.nextCursor && (
            <Link
              href={`/admin/carts?cursor=${encodeURIComponent(page.nextCursor)}`}
              data-testid="admin-carts-next"
              className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline"
            >
              Next page
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
