import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import { maskedEmail } from "@/domain/carts/abandoned-carts";
import { LinkExpired } from "@/features/cart-restore/link-expired";
import { unsubscribeTarget } from "@/server/carts/cart-links";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A reminder's unsubscribe link: /unsubscribe?t=TOKEN asks before it acts
 * (a link scanner opening it changes nothing); the button posts to /api/unsubscribe, which comes
 * back here once the address is recorded. Mail clients' one-click unsubscribe posts there directly.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const { t } = await searchParams;
  const token = typeof t === "string" ? t : "";
  const target = await unsubscribeTarget(token);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-20 pt-28 sm:px-6">
      {!target ? (
        <LinkExpired what="unsubscribe" />
      ) : target.unsubscribed ? (
        <div className="grid gap-4">
          <h1 className="font-display text-4xl font-bold text-parchment">You are unsubscribed</h1>
          <p role="status" data-testid="unsubscribe-done" className="text-lg text-parchment-muted">
            {maskedEmail(target.email)} will get no more cart reminders from us. Emails about your orders still arrive.
          </p>
        </div>
      ) : (
        <form method="post" action={`/api/unsubscribe?t=${encodeURIComponent(token)}`} className="grid gap-4">
          <h1 className="font-display text-4xl font-bold text-parchment">Unsubscribe from cart reminders</h1>
          <p className="text-lg text-parchment-muted">
            Stop cart reminder emails to {maskedEmail(target.email)}. Emails about your orders still arrive.
          </p>
          <input type="hidden" name="from" value="page" />
          <p>
            <Button type="submit" size="lg" pad={6} data-testid="unsubscribe-confirm">
              Unsubscribe
            </Button>
          </p>
        </form>
      )}
    </main>
  );
}
