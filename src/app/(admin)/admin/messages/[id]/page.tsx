import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatMoney, parseCurrency } from "@/domain/money/currency-format";
import { formatAdminTime } from "@/features/admin/admin-time";
import { emailStatusTone, MESSAGE_STATUS_TONE, messageSourceLabel } from "@/features/admin/messages/message-labels";
import { MessageOrderLink } from "@/features/admin/messages/message-order-link";
import { MessageStatusActions } from "@/features/admin/messages/message-status-actions";
import { ReplyForm } from "@/features/admin/messages/reply-form";
import { NOT_FOUND_METADATA } from "@/features/errors/not-found-panel";
import { customerHref } from "@/server/admin/customers/customer-key";
import { messageDetail } from "@/server/admin/messages/inbox";
import { missingForOperator, requireOperatorPage } from "@/server/admin/operator-guard";
import { listOperators } from "@/server/admin/operators";
import { database } from "@/server/db/database";
import { siteConfig } from "@/server/site-config";

/** The ids the routes accept (src/server/admin/admin-route.ts); anything else is no message. */
const MESSAGE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Looked up once a request, for the title and the page. */
const messageOf = cache(async (id: string) => (MESSAGE_ID.test(id) ? await messageDetail(id) : null));

/** Titled as a 404 when the message is missing, like the page the visitor then sees. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return (await missingForOperator("messages", () => messageOf(id))) ? NOT_FOUND_METADATA : { title: "Message" };
}

/**
 * One message: its thread (the sender's message, then the replies with their
 * operator, time and email status), the sender's orders, the status actions and the reply form.
 */
export default async function AdminMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage("messages");
  const { id } = await params;
  const detail = await messageOf(id);
  if (!detail) notFound();
  const operators = await listOperators((await database()).db);
  const emails = new Map(operators.map((entry) => [entry.id, entry.email]));

  return (
    <div className="grid gap-6">
      <p>
        <Link
          href="/admin/messages"
          className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline"
        >
          ← All messages
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-3xl text-gold [overflow-wrap:anywhere]">Message from {detail.email}</h1>
          <p className="text-sm text-parchment-muted">
            {messageSourceLabel(detail.source)} · received {formatAdminTime(detail.createdAt)} ·{" "}
            <StatusBadge tone={MESSAGE_STATUS_TONE[detail.status]}>
              <span data-testid="admin-message-status">{detail.status}</span>
            </StatusBadge>
          </p>
          {detail.order && <MessageOrderLink order={detail.order} />}
          <p>
            <Link
              href={await customerHref(detail.email)}
              data-testid="admin-message-customer-link"
              className="inline-flex min-h-11 items-center text-sm font-medium text-gold underline-offset-4 hover:underline"
            >
              This customer: all their orders and messages
            </Link>
          </p>
        </div>
        <MessageStatusActions messageId={detail.id} status={detail.status} />
      </div>

      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Thread</h2>
        <ol className="grid gap-3 [overflow-wrap:anywhere]" data-testid="admin-thread">
          {detail.thread.map((entry) => (
            <li
              key={entry.id}
              data-testid={entry.kind === "message" ? "admin-thread-message" : "admin-thread-reply"}
              className={`grid gap-2 rounded-lg border p-4 ${
                entry.kind === "message" ? "border-stone-line bg-night" : "border-gold/40 bg-stone-raised sm:ml-8"
              }`}
            >
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-parchment-muted">
                {entry.kind === "message" ? (
                  <span className="font-semibold text-parchment">{entry.email}</span>
                ) : (
                  <>
                    <span className="font-semibold text-parchment">
                      {emails.get(entry.operatorId) ?? "former operator"}
                    </span>
                    <span>{entry.subject}</span>
                  </>
                )}
                <span>{formatAdminTime(entry.at)}</span>
                {entry.kind === "reply" && (
                  <StatusBadge tone={emailStatusTone(entry.emailStatus)}>
                    email <span data-testid="admin-reply-email-status">{entry.emailStatus}</span>
                  </StatusBadge>
                )}
              </p>
              <p className="whitespace-pre-wrap break-words text-parchment" data-testid="admin-thread-text">
                {entry.text}
              </p>
            </li>
          ))}
        </ol>
      </Card>

      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Reply</h2>
        <ReplyForm messageId={detail.id} to={detail.email} siteName={siteConfig.siteName} />
      </Card>

      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Orders from this email</h2>
        {detail.orders.length === 0 ? (
          <p className="text-parchment-muted" data-testid="admin-sender-orders-empty">
            No orders placed with this email address.
          </p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="admin-sender-orders">
            {detail.orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-x-3">
                <Link
                  href={`/admin/orders/${order.id}`}
                  data-testid="admin-sender-order"
                  className="inline-flex min-h-11 items-center font-medium text-gold underline-offset-4 hover:underline"
                >
                  {order.reference}
                </Link>
                <span className="text-parchment-muted">{formatAdminTime(order.createdAt)}</span>
                <span className="tabular text-parchment">
                  {formatMoney(order.totalCents, parseCurrency(order.currency) ?? "USD")}
                </span>
                <span className="text-parchment">{order.status}</span>
                {order.testMode && <StatusBadge tone="warning">test</StatusBadge>}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
