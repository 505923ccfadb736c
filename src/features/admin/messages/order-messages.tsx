import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import type { OrderMessage } from "@/domain/api/admin-messages";
import { formatAdminTime } from "../admin-time";
import { MESSAGE_STATUS_TONE } from "./message-labels";

/**
 * The questions the customer sent from the order's private page, each a link to its
 * inbox thread, where the operator answers by email. The order's page (a server component) reads
 * them with messagesOfOrder (src/server/admin/messages/inbox.ts) and passes them in.
 */
export function OrderMessages({ messages }: { messages: readonly OrderMessage[] }) {
  return (
    <section aria-labelledby="order-messages-title" className="grid gap-2" data-testid="admin-order-messages">
      <h2 id="order-messages-title" className="font-display text-xl text-parchment">
        Questions from the order page
      </h2>
      {messages.length === 0 ? (
        <p className="text-parchment-muted">No questions about this order.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-wrap items-center gap-x-3">
              <Link
                href={`/admin/messages/${message.id}`}
                data-testid="admin-order-message"
                className="inline-flex min-h-11 items-center font-medium text-gold underline-offset-4 hover:underline"
              >
                {message.preview}
              </Link>
              <span className="text-parchment-muted">{formatAdminTime(message.createdAt)}</span>
              <StatusBadge tone={MESSAGE_STATUS_TONE[message.status]}>{message.status}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
