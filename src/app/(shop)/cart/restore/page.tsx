import type { Metadata } from "next";
import { LinkExpired } from "@/features/cart-restore/link-expired";
import { RestoreCart } from "@/features/cart-restore/restore-cart";
import { cartToRestore } from "@/server/carts/cart-links";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your cart", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A reminder's restore link: /cart/restore?t=TOKEN. A valid link hands the
 * reminded cart to the browser; a forged, expired or unknown one changes nothing and says so.
 */
export default async function RestoreCartPage({ searchParams }: { searchParams: SearchParams }) {
  const { t } = await searchParams;
  const cart = await cartToRestore(t);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-20 pt-28 sm:px-6">
      {cart ? (
        <>
          <h1 className="mb-6 font-display text-4xl font-bold text-parchment">Welcome back</h1>
          <RestoreCart uuid={cart.uuid} items={cart.items} unavailable={cart.unavailable} />
        </>
      ) : (
        <LinkExpired what="cart" />
      )}
    </main>
  );
}
