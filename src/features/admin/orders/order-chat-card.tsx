import Link from "next/link";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import type { OrderChat } from "@/domain/chat/order-chat";
import { formatAdminTime } from "../admin-time";

const AUTHOR = { visitor: "Visitor", staff: "Staff", system: "Note" } as const;

/**
 * The live chats about this order, read as text (links stay words here; the console is where an
 * operator answers), each with a way into the console. The order's page reads them with orderChats.
 */
export function OrderChatCard({ chats }: { chats: readonly OrderChat[] }) {
  return (
    <Card className="grid gap-4 p-5">
      <section aria-labelledby="order-chat-title" className="grid gap-4" data-testid="admin-order-chat">
        <h2 id="order-chat-title" className="font-display text-xl text-parchment">
          Live chat
        </h2>
        {chats.map((chat) => (
          <article
            key={chat.id}
            aria-label={`Conversation started ${formatAdminTime(chat.createdAt)}`}
            className="grid gap-2 border-t border-stone-line pt-3 first-of-type:border-t-0 first-of-type:pt-0"
            data-testid="admin-order-chat-conversation"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="text-parchment-muted">Started {formatAdminTime(chat.createdAt)}</span>
              <StatusBadge tone={chat.status === "open" ? "success" : "neutral"}>{chat.status}</StatusBadge>
              <Link
                href={`/admin/chat?c=${encodeURIComponent(chat.id)}`}
                className="inline-flex min-h-11 items-center font-medium text-gold underline-offset-4 hover:underline"
                data-testid="admin-order-chat-open"
              >
                Open in the chat console
              </Link>
            </div>
            <ol className="grid max-h-96 gap-2 overflow-y-auto text-sm">
              {chat.messages.map((message) => (
                <li key={message.seq} className="grid gap-0.5" data-testid="admin-order-chat-message">
                  <p className="text-xs text-parchment-muted">
                    <span className="font-semibold text-parchment">{AUTHOR[message.author]}</span> ·{" "}
                    <time dateTime={message.at}>{formatAdminTime(message.at)}</time>
                  </p>
                  <p className="whitespace-pre-wrap break-words text-parchment">{message.body}</p>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </section>
    </Card>
  );
}
