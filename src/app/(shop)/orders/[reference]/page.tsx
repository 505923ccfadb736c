import { Star } from "lucide-react";
import { notFound } from "next/navigation";
import { cache } from "react";
import { formatUsd } from "@/domain/money/money";
import { type PrivateLinkPageProps, privateLinkMetadata } from "@/features/errors/private-link-metadata";
import { OrderLookupScreen } from "@/features/order-lookup/order-lookup-screen";
import { LiveOrderTracking } from "@/features/order-tracking/live-order-tracking";
import { OrderChatSection } from "@/features/order-tracking/order-chat-section";
import { OrderQuestionForm } from "@/features/order-tracking/order-question-form";
import { OrderSummary } from "@/features/order-tracking/order-summary";
import { OrderTrackingPanel } from "@/features/order-tracking/order-tracking-panel";
import { ReviewForm } from "@/features/reviews/review-form";
import { orderChats } from "@/server/chat/order-chats";
import { orderPageQuestions } from "@/server/orders/order-questions";
import { openOrderTracking } from "@/server/orders/order-tracking";
import { orderReviewState } from "@/server/reviews/reviews";
import { siteConfig } from "@/server/site-config";

export const dynamic = "force-dynamic";

// One read per request for the title and the page.
const openOrder = cache((reference: string, token: unknown) => openOrderTracking(reference, token));

export const generateMetadata = privateLinkMetadata("Your order", openOrder);

/**
 * An order's private page: /orders/REFERENCE?k=TOKEN, live while it is open (ADR 0016).
 * Without a token that opens this reference it is the shop's 404, exactly as for a reference that
 * does not exist: the shop's server answers such a link with the global 404 page before Next
 * renders (src/server/http/private-link-route.ts, so the HTML names the path); the notFound() here
 * covers a client navigation and a link that stops opening in between. A real link of this order past its lifetime says so and offers the
 * lookup form for this reference, which emails a fresh link to the order's own address.
 */
export default async function OrderPage({ params, searchParams }: PrivateLinkPageProps) {
  const [{ reference }, { k }] = await Promise.all([params, searchParams]);
  const opened = await openOrder(reference, k);
  if (opened.kind === "expired") {
    return (
      <OrderLookupScreen title="This link has expired" reference={reference} testId="order-link-expired">
        Links to an order&apos;s page stop working after a while, so an old email cannot show it forever. Enter the
        email you ordered with and we email a fresh link for order {reference} to that address.
      </OrderLookupScreen>
    );
  }
  if (opened.kind !== "open" || typeof k !== "string") notFound();
  const { view } = opened;
  // Indexed reads; an order nobody chatted about or asked about renders (and ships) nothing more.
  const [chats, questions, review] = await Promise.all([
    orderChats(opened.orderId, "customer"),
    orderPageQuestions(opened.orderId),
    // A delivered order's buyer is invited to review it (once): the form, or the thanks once sent.
    view.fulfilment === "delivered" ? orderReviewState(opened.orderId) : ("not_delivered" as const),
  ]);
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 gap-6 px-4 pb-20 pt-28 sm:px-6">
      <header className="grid gap-1">
        <h1 className="font-display text-3xl font-bold text-parchment sm:text-4xl">
          Order{" "}
          <span data-testid="order-reference" className="whitespace-nowrap">
            {view.reference}
          </span>
        </h1>
        <p className="text-parchment-muted">
          Total{" "}
          <span className="tabular font-semibold text-gold" data-testid="order-total">
            {formatUsd(view.totals.totalCents)}
          </span>{" "}
          · This page updates by itself; keep its link private.
        </p>
      </header>
      {/* The panel and the summary are drawn here for the view the page opens with: the island
          loads their browser-drawn versions only when the order changes under it. */}
      <LiveOrderTracking
        initialView={view}
        token={k}
        panel={<OrderTrackingPanel view={view} />}
        summary={<OrderSummary view={view} />}
      />
      {chats.some((chat) => chat.messages.length > 0) ? (
        <OrderChatSection
          chats={chats}
          siteName={siteConfig.siteName}
          canOpenChat={siteConfig.chat.provider === "shop"}
        />
      ) : null}
      {review !== "not_delivered" && (
        <ReviewForm
          reference={view.reference}
          token={k}
          sent={review === "sent"}
          starIcon={<Star aria-hidden="true" className="size-7" />}
        />
      )}
      <OrderQuestionForm reference={view.reference} token={k} initialQuestions={questions} />
    </main>
  );
}
