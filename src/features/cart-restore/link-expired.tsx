import { buttonClass } from "@/components/ui/button";

/** What a forged, expired or unknown reminder link shows; nothing was changed. */
export function LinkExpired({ what }: { what: "cart" | "unsubscribe" }) {
  return (
    <div className="grid gap-4" data-testid="link-expired">
      <h1 className="font-display text-4xl font-bold text-parchment">This link has expired</h1>
      <p className="text-lg text-parchment-muted">
        {what === "cart"
          ? "This link has expired or is not valid, so your cart was not changed. Your cart links work for 7 days after the email."
          : "This link has expired or is not valid, so nothing was changed. Reply to any of our emails and we will take you off the list."}
      </p>
      <p>
        <a href="/osrs-services" className={buttonClass({ variant: "secondary", pad: 4 })}>
          Browse the shop
        </a>
      </p>
    </div>
  );
}
